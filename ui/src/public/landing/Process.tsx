import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '../../shared/theme';
import { steps } from './content';
import { Section, SectionHeader } from './Section';

export function Process() {
  return (
    <Section id="process" tone="canvas">
      <SectionHeader
        eyebrow="How it works"
        title="From audience to replies in three steps"
        lead="Set it up once in a few minutes. Our servers do the sending while you do the talking."
      />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: { xs: 2, md: 3 },
          position: 'relative',
        }}
      >
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.title}
            sx={{
              position: 'relative',
              p: { xs: 3, md: 4 },
              borderRadius: 4,
              bgcolor: '#fff',
              border: `1px solid ${brand.line}`,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
              <Box
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  color: '#fff',
                  background: `linear-gradient(135deg, #3b7bff, ${brand.blueDark})`,
                  boxShadow: '0 8px 18px -8px rgba(29,91,240,.7)',
                }}
              >
                {index + 1}
              </Box>
              <Typography sx={{ color: 'primary.main', fontWeight: 700, fontSize: 14 }}>Step {index + 1}</Typography>
            </Box>
            <Typography variant="h5" component="h3" sx={{ fontSize: 21, mb: 1.25 }}>
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 15.5, lineHeight: 1.65 }}>{step.body}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
