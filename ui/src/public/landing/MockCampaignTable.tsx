import Box from '@mui/material/Box';
import { brand } from '../../shared/theme';
import { MockCard } from './MockCard';

const campaigns = [
  { name: 'SaaS founders, Q3', account: '@acme_growth', progress: 68, sent: '1,020 / 1,500', replies: 84, status: 'Running' },
  { name: 'Agency owners, EU', account: '@northwind_ads', progress: 41, sent: '492 / 1,200', replies: 37, status: 'Running' },
  { name: 'Podcast hosts', account: '@acme_growth', progress: 100, sent: '800 / 800', replies: 61, status: 'Completed' },
  { name: 'Webinar follow-up', account: '@northwind_ads', progress: 12, sent: '36 / 300', replies: 4, status: 'Paused' },
];

const statusColours: Record<string, { fg: string; bg: string }> = {
  Running: { fg: '#15803d', bg: '#dcfce7' },
  Completed: { fg: brand.blueDark, bg: brand.blueLight },
  Paused: { fg: '#b45309', bg: '#fef3c7' },
};

/** The dashboard picture's list of campaigns: progress, DMs sent, replies and status. */
export function MockCampaignTable() {
  return (
    <MockCard sx={{ p: 0, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '2fr 1.3fr 2fr 1.1fr .8fr 1fr',
          px: '16px',
          py: '10px',
          color: brand.slate,
          fontWeight: 700,
          fontSize: 11.5,
          textTransform: 'uppercase',
          letterSpacing: '.05em',
          borderBottom: `1px solid ${brand.line}`,
        }}
      >
        <span>Campaign</span>
        <span>Account</span>
        <span>Progress</span>
        <span>Sent</span>
        <span>Replies</span>
        <span>Status</span>
      </Box>
      {campaigns.map((c) => (
        <Box
          key={c.name}
          sx={{
            display: 'grid',
            gridTemplateColumns: '2fr 1.3fr 2fr 1.1fr .8fr 1fr',
            alignItems: 'center',
            px: '16px',
            py: '12px',
            borderBottom: `1px solid ${brand.line}`,
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box sx={{ fontWeight: 700 }}>{c.name}</Box>
          <Box sx={{ color: brand.slate }}>{c.account}</Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: '10px', pr: '24px' }}>
            <Box sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: '#e7ecf5', overflow: 'hidden' }}>
              <Box sx={{ width: `${c.progress}%`, height: '100%', bgcolor: brand.blue, borderRadius: 3 }} />
            </Box>
            <Box sx={{ width: 34, color: brand.slate, fontSize: 12 }}>{c.progress}%</Box>
          </Box>
          <Box>{c.sent}</Box>
          <Box sx={{ fontWeight: 700 }}>{c.replies}</Box>
          <Box>
            <Box
              component="span"
              sx={{
                px: '9px',
                py: '3px',
                borderRadius: '999px',
                fontWeight: 700,
                fontSize: 11.5,
                color: statusColours[c.status].fg,
                bgcolor: statusColours[c.status].bg,
              }}
            >
              {c.status}
            </Box>
          </Box>
        </Box>
      ))}
    </MockCard>
  );
}
