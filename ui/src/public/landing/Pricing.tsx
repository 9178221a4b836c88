import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../shared/theme';
import { pricingPlans } from './pricing-plans';
import { Section, SectionHeader } from './Section';

/** The three plans side by side, with the Account Plan page's figures; each leads to sign-up. */
export function Pricing() {
  return (
    <Section id="pricing" tone="canvas">
      <SectionHeader
        eyebrow="Pricing"
        title="Start free, upgrade when you send"
        lead="Billed monthly and prorated when you change plans. Cancel anytime."
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          gap: { xs: 2, md: 3 },
          alignItems: 'stretch',
        }}
      >
        {pricingPlans.map((plan) => (
          <Box
            component="li"
            key={plan.key}
            data-testid="pricing-plan"
            data-plan={plan.key}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              p: { xs: 3, md: 3.5 },
              borderRadius: 4,
              bgcolor: '#fff',
              border: plan.highlighted ? `2px solid ${brand.blue}` : `1px solid ${brand.line}`,
              boxShadow: plan.highlighted ? '0 24px 48px -28px rgba(20,66,184,.55)' : 'none',
            }}
          >
            <Typography variant="h3" sx={{ fontSize: 20, fontWeight: 800, mb: 1.5 }}>
              {plan.name}
            </Typography>
            <Typography data-testid="pricing-price" sx={{ fontSize: { xs: 30, md: 34 }, fontWeight: 800, letterSpacing: '-0.03em', color: brand.ink }}>
              {plan.price}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 2.5 }}>{plan.priceNote}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', alignContent: 'start', gap: 1, mb: 3, flex: 1 }}>
              {plan.points.map((point) => (
                <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', fontSize: 15 }}>
                  <CheckRounded sx={{ fontSize: 20, color: 'success.main', mt: '1px' }} aria-hidden />
                  {point}
                </Box>
              ))}
            </Box>
            <Button component={RouterLink} to="/signup" variant={plan.highlighted ? 'contained' : 'outlined'} size="large" fullWidth>
              {plan.cta}
            </Button>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
