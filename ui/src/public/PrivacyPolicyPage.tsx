import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Logo } from '../shared/Logo';
import { siteConfig } from '../shared/site-config';

const sections: { title: string; body: string[] }[] = [
  {
    title: 'What we keep',
    body: [
      'Your account: your email address and a salted hash of your password (never the password itself), or the identity Google confirms when you continue with Google.',
      'What you put in OutTwit: lead sources and the public profile data they hold, message templates, campaigns, your Do Not Contact list and the record of messages sent on your behalf.',
      'Connected X accounts: the session tokens and proxy settings you give us, stored encrypted and used only to act for you on X. They never appear in logs, exports or anything we show back.',
      'Billing: your plan and, for paid plans, the customer and subscription references of our payment provider. Card details stay with the payment provider.',
    ],
  },
  {
    title: 'What we do with it',
    body: [
      'We use your data to run the service you asked for: finding leads, sending the messages your campaigns schedule, and showing you their progress. We do not sell it and we do not use your leads or messages for anything else.',
      'We send you email only about your account: password resets, security notices and billing.',
    ],
  },
  {
    title: 'How long we keep it',
    body: [
      'Your data stays while your account is open. What you delete in the dashboard is gone from the product at once; when you ask us to close your account we delete your data within 30 days, keeping only what the law requires for invoices.',
    ],
  },
  {
    title: 'Your choices',
    body: [
      'To see, export, correct or delete anything we hold about you, or to close your account, write to us and we will answer within 24 hours.',
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="md">
        <Box sx={{ mb: { xs: 4, md: 6 } }}>
          <Logo />
        </Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: 32, md: 44 } }}>
          Privacy Policy
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 6 }, fontSize: 18 }}>
          What OutTwit keeps about you, why, and what you can do about it.
        </Typography>
        {sections.map((section) => (
          <Box component="section" key={section.title} sx={{ mb: 5 }}>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {section.title}
            </Typography>
            {section.body.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.75 }} color="text.primary">
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
        <Typography color="text.secondary">
          Questions? Write to <Link href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</Link>.
        </Typography>
      </Container>
    </Box>
  );
}
