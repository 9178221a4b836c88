import { campaignStatuses } from '@shared/campaigns/contract';
import { describe, expect, it } from 'vitest';
import { campaignStatusColors, campaignStatusLabels } from './campaign-status';

describe('campaign status labels', () => {
  it('names every status the API can answer, capitalised as the badge shows it', () => {
    expect(campaignStatuses.map((status) => campaignStatusLabels[status])).toEqual(['Ready', 'Running', 'Paused', 'Completed', 'Failed', 'Stopped']);
  });

  it('colours running, paused and completed apart from the others', () => {
    expect(campaignStatuses.filter((status) => campaignStatusColors[status] !== 'default')).toEqual(['running', 'paused', 'completed']);
  });
});
