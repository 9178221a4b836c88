import { describe, expect, it } from 'vitest';
import { shownProfileImage } from './demo-avatar';

const xPicture = 'https://pbs.twimg.com/profile_images/1/abc_normal.jpg';

describe('the picture shown for a connected account', () => {
  it('given a simulated demo account, when shown, then its picture comes from the app, not X', () => {
    const simulated = new Set(['outtwit_demo']);
    expect(shownProfileImage({ twitter_username: 'outtwit_demo', twitter_profile_image: xPicture }, simulated)).toBe(
      '/demo/avatars/outtwit_demo.svg',
    );
  });

  it('given a simulated account the app has no picture of, when shown, then none (its initial)', () => {
    expect(shownProfileImage({ twitter_username: 'other_sim', twitter_profile_image: xPicture }, new Set(['other_sim']))).toBeNull();
  });

  it('given a real account, when shown, then X’s picture', () => {
    expect(shownProfileImage({ twitter_username: 'someone', twitter_profile_image: xPicture }, new Set())).toBe(xPicture);
  });

  it('given the demo list still loading, when shown, then nothing is asked for yet', () => {
    expect(shownProfileImage({ twitter_username: 'someone', twitter_profile_image: xPicture }, undefined)).toBeUndefined();
  });
});
