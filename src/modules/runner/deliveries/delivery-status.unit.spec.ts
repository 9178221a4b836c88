import { describe, expect, it } from 'vitest';
import { deliveryStatusOf, statusFilter, usernamePattern } from './delivery-status';

describe('deliveryStatusOf', () => {
  it('given a reserved row, then pending: X may be being called', () => {
    expect(deliveryStatusOf('reserved', false)).toEqual({ status: 'pending', reason: null });
  });

  it('given a sent DM, then replied once its lead wrote back, sent before', () => {
    expect(deliveryStatusOf('sent', false)).toEqual({ status: 'sent', reason: null });
    expect(deliveryStatusOf('sent', true)).toEqual({ status: 'replied', reason: null });
  });

  it('given a skip or a failure, then its reason', () => {
    expect(deliveryStatusOf('skipped_do_not_contact', false)).toEqual({ status: 'skipped', reason: 'do_not_contact' });
    expect(deliveryStatusOf('skipped_already_dmd', false)).toEqual({ status: 'skipped', reason: 'already_dmd' });
    expect(deliveryStatusOf('skipped_cannot_dm', false)).toEqual({ status: 'skipped', reason: 'cannot_dm' });
    expect(deliveryStatusOf('failed', false)).toEqual({ status: 'failed', reason: 'failed' });
  });
});

describe('statusFilter', () => {
  it('given each status, then the states that give it back', () => {
    const states = ['reserved', 'sent', 'failed', 'skipped_do_not_contact', 'skipped_already_dmd', 'skipped_cannot_dm'] as const;
    for (const status of ['pending', 'sent', 'replied', 'skipped', 'failed'] as const) {
      const filter = statusFilter(status);
      const listed = states.filter((state) => filter.states.includes(state));
      expect(listed.length).toBeGreaterThan(0);
      for (const state of listed) expect(deliveryStatusOf(state, filter.replied ?? false).status).toBe(status);
    }
  });
});

describe('usernamePattern', () => {
  it('given a name with or without @ in any case, then the same pattern', () => {
    expect(usernamePattern('Coach_Anna')).toBe('%coach\\_anna%');
    expect(usernamePattern('  @coach_anna ')).toBe('%coach\\_anna%');
  });

  it("given LIKE's wildcards, then they are taken literally", () => {
    expect(usernamePattern('50%')).toBe('%50\\%%');
    expect(usernamePattern('a\\b')).toBe('%a\\\\b%');
  });

  it('given nothing but spaces or @, then no search', () => {
    expect(usernamePattern('')).toBeNull();
    expect(usernamePattern(' @ ')).toBeNull();
  });
});
