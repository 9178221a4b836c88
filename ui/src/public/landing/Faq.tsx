import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { siteConfig } from '../../shared/site-config';
import { brand } from '../../shared/theme';
import { collapsed } from './collapsed';
import { faqs } from './content';
import { Section, SectionHeader } from './Section';

/**
 * One answer open at a time; a second click on the open question closes it (landing-client.ts). Each answer
 * waits in a <template> beside its question and joins the page only while open.
 */
export function Faq() {
  return (
    <Section id="faq">
      <SectionHeader
        eyebrow="FAQ"
        title="Questions, answered"
        lead={
          <>
            Can't find what you are looking for? Write to{' '}
            <Box
              component="a"
              href={`mailto:${siteConfig.contactEmail}`}
              sx={{ color: 'primary.main', fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {siteConfig.contactEmail}
            </Box>
            .
          </>
        }
      />
      <Box sx={{ maxWidth: 820, mx: 'auto', borderTop: `1px solid ${brand.line}` }} data-testid="faq">
        {faqs.map((faq, index) => {
          const buttonId = `faq-question-${index}`;
          const panelId = `faq-answer-${index}`;
          return (
            <Box key={faq.question} sx={{ borderBottom: `1px solid ${brand.line}` }} data-testid="faq-item">
              <Typography component="h3" sx={{ m: 0 }}>
                <Box
                  component="button"
                  type="button"
                  id={buttonId}
                  aria-expanded="false"
                  aria-controls={panelId}
                  sx={{
                    all: 'unset',
                    boxSizing: 'border-box',
                    width: '100%',
                    cursor: 'pointer',
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    py: { xs: 2.25, md: 2.75 },
                    fontWeight: 700,
                    fontSize: { xs: 16.5, md: 18 },
                    color: brand.ink,
                    '&[aria-expanded="true"]': { color: 'primary.main' },
                    '&:focus-visible': { outline: `2px solid ${brand.blue}`, outlineOffset: 4, borderRadius: 1 },
                  }}
                >
                  <Box component="span" sx={{ flex: 1 }}>
                    {faq.question}
                  </Box>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 32,
                      height: 32,
                      flexShrink: 0,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: brand.canvas,
                      color: brand.ink,
                      transform: 'none',
                      transition: 'transform .2s ease, background-color .2s ease',
                      '[aria-expanded="true"] > &': { bgcolor: 'primary.main', color: '#fff', transform: 'rotate(45deg)' },
                    }}
                  >
                    <AddRounded fontSize="small" />
                  </Box>
                </Box>
              </Typography>
              <template data-faq-answer={panelId}>
                <Box sx={collapsed}>
                  <Box
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  data-testid="faq-answer"
                  sx={{ pb: 3, pr: { xs: 0, md: 7 } }}
                >
                    <Typography sx={{ color: 'text.secondary', fontSize: 16, lineHeight: 1.7 }}>{faq.answer}</Typography>
                  </Box>
                </Box>
              </template>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
