import Box from '@mui/material/Box';
import { type CampaignStatus, campaignStatusLabels } from '@shared/campaigns/contract';

/** The statuses a card tells apart by colour: running, paused, completed, and every other one. */
type Tone = 'running' | 'paused' | 'completed' | 'other' | 'failed';

const colours: Record<Tone, { color: string; bgcolor: string; borderColor: string }> = {
  running: { color: 'success.dark', bgcolor: '#ecfdf3', borderColor: '#bbf0cf' },
  paused: { color: 'soon.text', bgcolor: 'soon.background', borderColor: 'soon.border' },
  completed: { color: 'primary.dark', bgcolor: 'tint.primary', borderColor: '#c9d8fb' },
  failed: { color: 'error.main', bgcolor: 'tint.danger', borderColor: 'tint.dangerBorder' },
  other: { color: 'tint.neutralText', bgcolor: 'tint.neutral', borderColor: 'tint.neutralBorder' },
};

function toneOf(status: string): Tone {
  if (status === 'running' || status === 'paused' || status === 'completed') return status;
  if (status === 'failed' || status === 'stopped') return 'failed';
  return 'other';
}

/** The badge's label: 'Ready', 'Running', ... */
export function statusLabel(status: string): string {
  return campaignStatusLabels[status as CampaignStatus] ?? status;
}

/** A campaign's status as a coloured pill; a running campaign's dot pulses. */
export function CampaignStatusBadge({ status }: { status: string }) {
  const tone = toneOf(status);
  return (
    <Box
      component="span"
      data-testid="campaign-status"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        height: 24,
        px: 1.1,
        borderRadius: 99,
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        border: '1px solid',
        ...colours[tone],
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 7,
          height: 7,
          borderRadius: '50%',
          bgcolor: 'currentColor',
          ...(tone === 'running' && {
            animation: 'campaign-pulse 1.4s ease-in-out infinite',
            '@keyframes campaign-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
          }),
        }}
      />
      {statusLabel(status)}
    </Box>
  );
}
