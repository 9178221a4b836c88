import Box from '@mui/material/Box';
import { LogoMark } from '../../shared/Logo';
import { brand } from '../../shared/theme';
import { MockCampaignTable } from './MockCampaignTable';
import { MockCard } from './MockCard';

/** Design width of the mock; it is scaled down to fit narrower containers. */
const DESIGN_WIDTH = 1120;

const nav = ['Find Leads', 'Scraper', 'Campaigns', 'Connect Account', 'Do Not Contact', 'Training'];

const stats = [
  { label: 'DMs sent today', value: '312', sub: 'of 450 daily limit', accent: brand.blue },
  { label: 'Replies this week', value: '47', sub: '+12 vs last week', accent: '#16a34a' },
  { label: 'Active campaigns', value: '3', sub: '2 accounts sending', accent: '#7c3aed' },
  { label: 'Leads in queue', value: '1,284', sub: 'across 4 sources', accent: '#ea580c' },
];

const bars = [38, 52, 47, 61, 58, 72, 66, 80, 74, 88, 83, 95, 90, 100];

function MockScreen() {
  return (
    <Box sx={{ width: DESIGN_WIDTH, bgcolor: brand.canvas, fontSize: 13, color: brand.ink, textAlign: 'left' }}>
      {/* Window bar */}
      <Box sx={{ height: 38, display: 'flex', alignItems: 'center', gap: '8px', px: '14px', bgcolor: '#eef1f7' }}>
        {['#ff5f57', '#febc2e', '#28c840'].map((c) => (
          <Box key={c} sx={{ width: 11, height: 11, borderRadius: '50%', bgcolor: c }} />
        ))}
        <Box
          sx={{
            mx: 'auto',
            width: 360,
            height: 22,
            borderRadius: '6px',
            bgcolor: '#fff',
            color: brand.slate,
            fontSize: 11.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          outtwit.com/dashboard/campaigns
        </Box>
        <Box sx={{ width: 49 }} />
      </Box>
      {/* Top bar */}
      <Box
        sx={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          gap: '22px',
          px: '22px',
          bgcolor: '#fff',
          borderBottom: `1px solid ${brand.line}`,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: '8px', fontWeight: 800, fontSize: 16 }}>
          <LogoMark size={26} /> Out<span style={{ color: brand.blue, marginLeft: -8 }}>Twit</span>
        </Box>
        <Box sx={{ display: 'flex', gap: '4px', ml: '8px' }}>
          {nav.map((item) => (
            <Box
              key={item}
              sx={{
                px: '11px',
                py: '7px',
                borderRadius: '8px',
                fontWeight: 600,
                color: item === 'Campaigns' ? brand.blue : brand.slate,
                bgcolor: item === 'Campaigns' ? brand.blueLight : 'transparent',
              }}
            >
              {item}
            </Box>
          ))}
        </Box>
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: '12px' }}>
          <Box
            sx={{
              px: '10px',
              py: '4px',
              borderRadius: '999px',
              fontWeight: 700,
              fontSize: 11.5,
              color: '#fff',
              background: `linear-gradient(90deg, ${brand.blue}, #7c3aed)`,
            }}
          >
            Pro Plan
          </Box>
          <Box
            sx={{
              width: 30,
              height: 30,
              borderRadius: '50%',
              bgcolor: '#dbe5ff',
              color: brand.blueDark,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            M
          </Box>
        </Box>
      </Box>
      {/* Content */}
      <Box sx={{ p: '22px', display: 'grid', gap: '16px' }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Box>
            <Box sx={{ fontSize: 20, fontWeight: 800, letterSpacing: '-0.02em' }}>Campaigns</Box>
            <Box sx={{ color: brand.slate, mt: '2px' }}>Sending from the cloud · 2 accounts connected</Box>
          </Box>
          <Box
            sx={{
              ml: 'auto',
              px: '14px',
              py: '8px',
              borderRadius: '8px',
              bgcolor: brand.blue,
              color: '#fff',
              fontWeight: 700,
            }}
          >
            + New Campaign
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '14px' }}>
          {stats.map((s) => (
            <MockCard key={s.label}>
              <Box sx={{ color: brand.slate, fontWeight: 600, fontSize: 12 }}>{s.label}</Box>
              <Box sx={{ fontSize: 26, fontWeight: 800, letterSpacing: '-0.02em', mt: '6px' }}>{s.value}</Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: '6px', mt: '4px', color: brand.slate, fontSize: 12 }}>
                <Box sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: s.accent }} />
                {s.sub}
              </Box>
            </MockCard>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '14px' }}>
          <MockCard>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: '12px' }}>
              <Box sx={{ fontWeight: 700 }}>Messages sent, last 14 days</Box>
              <Box sx={{ color: brand.slate, fontSize: 12 }}>5,842 total</Box>
            </Box>
            <Box sx={{ height: 118, display: 'flex', alignItems: 'flex-end', gap: '9px' }}>
              {bars.map((h, i) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series
                  key={i}
                  sx={{
                    flex: 1,
                    height: `${h}%`,
                    borderRadius: '5px 5px 2px 2px',
                    background:
                      i === bars.length - 1
                        ? `linear-gradient(180deg, #5b8cff, ${brand.blue})`
                        : `linear-gradient(180deg, #c7d7ff, #dfe8ff)`,
                  }}
                />
              ))}
            </Box>
          </MockCard>
          <MockCard>
            <Box sx={{ fontWeight: 700, mb: '12px' }}>Connected accounts</Box>
            {[
              { handle: '@acme_growth', name: 'Acme Growth', sent: '212 today', colour: '#ffd7a8' },
              { handle: '@northwind_ads', name: 'Northwind Ads', sent: '100 today', colour: '#c8f1da' },
            ].map((a) => (
              <Box key={a.handle} sx={{ display: 'flex', alignItems: 'center', gap: '10px', py: '8px' }}>
                <Box sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: a.colour }} />
                <Box sx={{ lineHeight: 1.3 }}>
                  <Box sx={{ fontWeight: 700 }}>{a.name}</Box>
                  <Box sx={{ color: brand.slate, fontSize: 12 }}>{a.handle}</Box>
                </Box>
                <Box sx={{ ml: 'auto', fontSize: 12, color: '#15803d', fontWeight: 600 }}>{a.sent}</Box>
              </Box>
            ))}
            <Box
              sx={{
                mt: '8px',
                p: '8px 10px',
                borderRadius: '8px',
                bgcolor: brand.canvas,
                color: brand.slate,
                fontSize: 12,
              }}
            >
              Next DM in 2 min 14 s · human-like pacing
            </Box>
          </MockCard>
        </Box>
        <MockCampaignTable />
      </Box>
    </Box>
  );
}

/** The mock screen's height at its design width, in Chromium; landing-client.ts corrects it where fonts differ. */
const DESIGN_HEIGHT = 778;

/**
 * A picture of the dashboard, drawn in HTML so the page needs no image download. It is drawn at its design
 * width and scaled down to fit: by CSS alone where calc() divides lengths, else by landing-client.ts. Its box
 * keeps the scaled height from the first paint, so nothing below it moves.
 */
export function DashboardMock() {
  return (
    <Box
      role="img"
      aria-label="The OutTwit dashboard: campaign statistics, messages sent per day, connected accounts and the list of campaigns"
      data-dashboard-mock
      sx={{
        width: '100%',
        maxWidth: DESIGN_WIDTH,
        mx: 'auto',
        aspectRatio: `${DESIGN_WIDTH} / ${DESIGN_HEIGHT}`,
        containerType: 'inline-size',
        overflow: 'hidden',
        borderRadius: { xs: '10px', md: '16px' },
        border: `1px solid ${brand.line}`,
        boxShadow: '0 2px 4px rgba(11,20,38,.04), 0 30px 80px -20px rgba(20,66,184,.35), 0 12px 30px -12px rgba(11,20,38,.2)',
        bgcolor: brand.canvas,
      }}
    >
      <Box
        data-dashboard-mock-screen={DESIGN_WIDTH}
        sx={{
          transformOrigin: 'top left',
          width: DESIGN_WIDTH,
          [`@supports (scale: calc(100cqw / ${DESIGN_WIDTH}px))`]: {
            transform: `scale(min(1, calc(100cqw / ${DESIGN_WIDTH}px)))`,
          },
        }}
      >
        <MockScreen />
      </Box>
    </Box>
  );
}
