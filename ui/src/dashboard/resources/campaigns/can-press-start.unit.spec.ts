import { campaignMessages } from '@shared/campaigns/contract';
import { describe, expect, it } from 'vitest';
import { completedHint, startControl } from './can-press-start';

const campaign = (over: Partial<Parameters<typeof startControl>[0]> = {}) => ({
  status: 'ready' as const,
  requires_validation: false,
  campaign_total_leads: 144,
  leads_in_sources: 144,
  ...over,
});

describe("the card's start button", () => {
  it('given a ready or paused campaign, when shown, then Start may be pressed', () => {
    expect(startControl(campaign())).toEqual({ kind: 'start', enabled: true, hint: '' });
    expect(startControl(campaign({ status: 'paused' }))).toEqual({ kind: 'start', enabled: true, hint: '' });
  });

  it('given a running campaign, when shown, then it offers Pause', () => {
    expect(startControl(campaign({ status: 'running' }))).toEqual({ kind: 'pause' });
  });

  it('given a completed campaign whose sources gained no lead, when shown, then it says Completed and offers no Start', () => {
    expect(startControl(campaign({ status: 'completed' }))).toEqual({ kind: 'completed', hint: completedHint });
  });

  it('given a completed campaign whose sources gained leads since, when shown, then Start may be pressed and says how many are new', () => {
    expect(startControl(campaign({ status: 'completed', leads_in_sources: 150 }))).toEqual({ kind: 'start', enabled: true, hint: '6 new leads since it completed' });
    expect(startControl(campaign({ status: 'completed', leads_in_sources: 145 })).kind).toBe('start');
  });

  it('given a campaign that needs an account, or failed, when shown, then Start cannot be pressed and says why', () => {
    expect(startControl(campaign({ status: 'paused', requires_validation: true }))).toEqual({
      kind: 'start',
      enabled: false,
      hint: campaignMessages.validationAccountRequired,
    });
    expect(startControl(campaign({ status: 'failed' }))).toMatchObject({ kind: 'start', enabled: false });
  });
});
