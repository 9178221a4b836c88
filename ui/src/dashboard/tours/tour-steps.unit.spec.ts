import { describe, expect, it } from 'vitest';
import { nextShownStep } from './tour-steps';

const onScreen = (...indexes: number[]) => (index: number) => indexes.includes(index);

describe('the next step a tour shows', () => {
  it('is the next one when its element is on screen', () => {
    expect(nextShownStep(4, 0, 1, onScreen(0, 1, 2, 3))).toBe(1);
    expect(nextShownStep(4, 2, -1, onScreen(0, 1, 2, 3))).toBe(1);
  });

  it('skips steps whose element is missing, in either direction', () => {
    expect(nextShownStep(4, 1, 1, onScreen(0, 1, 3))).toBe(3);
    expect(nextShownStep(4, 3, -1, onScreen(0, 3))).toBe(0);
  });

  it('is none when every later step is missing (the tour finishes) or every earlier one is', () => {
    expect(nextShownStep(4, 1, 1, onScreen(0, 1))).toBeNull();
    expect(nextShownStep(4, 3, 1, onScreen(0, 1, 2, 3))).toBeNull();
    expect(nextShownStep(4, 2, -1, onScreen(2, 3))).toBeNull();
  });

  it('the first step is found from before the start', () => {
    expect(nextShownStep(3, -1, 1, onScreen(1, 2))).toBe(1);
  });
});
