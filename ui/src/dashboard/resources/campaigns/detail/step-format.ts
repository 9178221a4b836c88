import type { CampaignStep } from '@shared/runner/contract';
import { formatCount } from '../../../components/format-count';

/** 'First message', or 'Follow-up 2 (after 5 days)'. */
export const stepName = (step: Pick<CampaignStep, 'step' | 'wait_days'>): string =>
  step.step === 0 ? 'First message' : `Follow-up ${step.step}${step.wait_days ? ` (after ${step.wait_days} ${step.wait_days === 1 ? 'day' : 'days'})` : ''}`;

/** The skips of a step in words: 'Replied first 3 · Do Not Contact 1', or '0'. */
export function skippedText(skipped: CampaignStep['skipped']): string {
  const parts: Array<[string, number]> = [
    ['Replied first', skipped.replied],
    ['Do Not Contact', skipped.do_not_contact],
    ["Already DM'd", skipped.already_dmd],
    ['DMs closed', skipped.cannot_dm],
  ];
  const shown = parts.filter(([, n]) => n > 0).map(([label, n]) => `${label} ${formatCount(n)}`);
  return shown.length > 0 ? shown.join(' · ') : '0';
}
