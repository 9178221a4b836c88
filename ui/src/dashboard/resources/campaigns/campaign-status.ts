/**
 * How the screens name and colour a campaign's status: the status badge's and the history's labels, and the
 * badge colours as theme palette names.
 */

import type { CampaignStatus } from '@shared/campaigns/contract';

/** Status badge labels. */
export const campaignStatusLabels: Readonly<Record<CampaignStatus, string>> = {
  ready: 'Ready',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  failed: 'Failed',
  stopped: 'Stopped',
};

/**
 * Badge colours (theme palette names): running, paused and completed differ from the others. Nothing imports it
 * today: CampaignStatusBadge picks its own tones.
 */
export const campaignStatusColors: Readonly<Record<CampaignStatus, 'success' | 'warning' | 'info' | 'default'>> = {
  running: 'success',
  paused: 'warning',
  completed: 'info',
  ready: 'default',
  failed: 'default',
  stopped: 'default',
};
