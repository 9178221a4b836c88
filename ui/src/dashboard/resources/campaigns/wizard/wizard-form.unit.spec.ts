import { describe, expect, it } from 'vitest';
import { bodyOf, emptyForm, sendWindowOfForm, type WizardForm } from './wizard-form';

const form = (overrides: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyForm(),
  name: 'Spring launch',
  leadSourceIds: ['s1'],
  templateId: 't1',
  profileId: 'a1',
  timeZone: 'UTC',
  ...overrides,
});

describe("the campaign wizard's form", () => {
  it('reads the sending hours: the whole day, a window, or one crossing midnight up to 24:00', () => {
    expect(sendWindowOfForm(form())).toBeNull();
    expect(sendWindowOfForm(form({ allDay: false, windowStart: '09:00', windowEnd: '17:30' }))).toEqual({ start: 540, end: 1050 });
    expect(sendWindowOfForm(form({ allDay: false, windowStart: '18:00', windowEnd: '00:00' }))).toEqual({ start: 1080, end: 1440 });
    expect(sendWindowOfForm(form({ allDay: false, windowStart: '25:00', windowEnd: '10:00' }))).toBeUndefined();
  });

  it('sends the trimmed name, the limit as a number and the hours in minutes', () => {
    expect(bodyOf(form({ name: '  Spring launch ', dailyLimit: ' 120 ', allDay: false, windowStart: '08:00', windowEnd: '12:00' }))).toEqual({
      name: 'Spring launch',
      lead_source_ids: ['s1'],
      template_id: 't1',
      profile_id: 'a1',
      daily_dm_limit: 120,
      skip_already_dmd: true,
      use_do_not_contact_list: true,
      optimise_automatically: false,
      follow_ups: [],
      send_window_start: 480,
      send_window_end: 720,
      time_zone: 'UTC',
    });
  });

  it('sends each follow-up with its wait as a number, and a wait that is not a number as typed for the contract to refuse', () => {
    const followUps = [
      { templateId: 't2', waitDays: ' 5 ' },
      { templateId: 't3', waitDays: 'soon' },
    ];
    expect(bodyOf(form({ followUps })).follow_ups).toEqual([
      { template_id: 't2', wait_days: 5 },
      { template_id: 't3', wait_days: 'soon' },
    ]);
  });
});
