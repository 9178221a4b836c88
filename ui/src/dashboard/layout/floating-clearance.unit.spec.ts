import { describe, expect, it } from 'vitest';
import { boxesOverlap, coversAControl } from './floating-clearance';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('a floating control and the page controls', () => {
  const help = box(1360, 820, 52, 52);

  it('overlap when any of their area is shared, even a corner', () => {
    expect(boxesOverlap(help, box(1300, 800, 70, 30))).toBe(true);
    expect(boxesOverlap(help, box(1411, 871, 20, 20))).toBe(true);
  });

  it('do not when they only touch or lie apart', () => {
    expect(boxesOverlap(help, box(1300, 820, 60, 40))).toBe(false);
    expect(boxesOverlap(help, box(1360, 780, 52, 40))).toBe(false);
    expect(boxesOverlap(help, box(100, 100, 50, 50))).toBe(false);
  });

  it('covers a control when it overlaps any visible one; hidden controls (empty boxes) never count', () => {
    expect(coversAControl(help, [box(0, 0, 10, 10), box(1380, 840, 40, 20)])).toBe(true);
    expect(coversAControl(help, [box(1380, 840, 0, 0)])).toBe(false);
    expect(coversAControl(help, [])).toBe(false);
  });
});
