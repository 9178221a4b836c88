import { describe, expect, it } from 'vitest';
import { fieldLabel, historyTitle } from './history-wording';

describe("the History tab's line titles", () => {
  it('given an edit of the daily limit, then the field in words, not its API name', () => {
    expect(historyTitle('Edited: daily_dm_limit')).toBe('Edited: Daily DM limit');
  });

  it('given an edit of several fields, then each in words as its change below it is named, in the same order', () => {
    expect(historyTitle('Edited: lead_source_ids, daily_dm_limit')).toBe('Edited: Lead sources, Daily DM limit');
    expect(historyTitle('Edited: send_window, time_zone')).toBe('Edited: Sending hours, Time zone');
    expect(historyTitle('Edited: optimise_automatically')).toBe(`Edited: ${fieldLabel('optimise_automatically')}`);
  });

  it('given a field the screens have no name for, then its API name in words', () => {
    expect(historyTitle('Edited: follow_up_steps')).toBe('Edited: Follow up steps');
  });

  it('given a title in words already, then it reads as it is', () => {
    for (const what of ['Created', 'Renamed', 'Started', 'Paused (account disconnected)', 'Completed', 'Edited']) expect(historyTitle(what)).toBe(what);
    expect(historyTitle('Edited: ')).toBe('Edited');
  });
});
