import { describe, expect, it } from 'vitest';
import { capToday } from './warm-up-cap';

const today = '2026-11-20';
const sentOn = (date: string) => ({ date, sent: 20, stopped: false });

describe("the cap the runner applies to an account today", () => {
  it('given a newly connected account warming up, then its day allowance, under its cap and the ceiling', () => {
    expect(capToday({ cap: 450, ceiling: 400, warmUp: { enabled: true, days: [] }, today })).toEqual({ standing: { kind: 'warming', day: 1, of: 14 }, cap: 20 });
    expect(capToday({ cap: 450, ceiling: 450, warmUp: { enabled: true, days: [sentOn('2026-11-18'), sentOn('2026-11-19')] }, today }).cap).toBe(32);
  });

  it('given warm-up turned off, then its cap bounded by the ceiling', () => {
    expect(capToday({ cap: 450, ceiling: 400, warmUp: { enabled: false, days: [] }, today })).toEqual({ standing: { kind: 'off' }, cap: 400 });
  });

  it('given the ramp toward a lower ceiling, then it ends at the ceiling', () => {
    const days = Array.from({ length: 13 }, (_, i) => sentOn(`2026-11-${String(i + 1).padStart(2, '0')}`));
    expect(capToday({ cap: 450, ceiling: 100, warmUp: { enabled: true, days }, today }).cap).toBe(100);
  });
});
