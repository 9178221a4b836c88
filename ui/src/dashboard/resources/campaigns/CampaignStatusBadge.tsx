import type { CampaignStatus } from '@shared/campaigns/contract';
import { type PillColours, StatusPill } from '../../components/StatusPill';
import { campaignStatusLabels } from './campaign-status';

/** The statuses a card tells apart by colour: running, paused, completed, failed or stopped, and the others. */
type Tone = 'running' | 'paused' | 'completed' | 'failed' | 'other';

const colours: Record<Tone, PillColours> = {
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

/** A campaign's status as a coloured pill; a running campaign's dot pulses. */
export function CampaignStatusBadge({ status }: { status: string }) {
  const tone = toneOf(status);
  return (
    <StatusPill colours={colours[tone]} pulse={tone === 'running'} data-testid="campaign-status" data-status={status}>
      {campaignStatusLabels[status as CampaignStatus] ?? status}
    </StatusPill>
  );
}
