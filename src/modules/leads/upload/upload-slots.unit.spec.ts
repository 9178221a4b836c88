import { describe, expect, it } from 'vitest';
import { UploadSlots } from './upload-slots';

describe('upload slots', () => {
  it('lets a user run two uploads at a time, refuses a third with a 429, and frees a slot once per release', () => {
    const slots = new UploadSlots();
    const first = slots.claim('ann');
    slots.claim('ann');
    expect(() => slots.claim('ann')).toThrow(
      expect.objectContaining({
        message: 'You already have 2 uploads in progress. Please wait for one to finish before starting another.',
        code: 'uploads_in_progress',
        status: 429,
      }),
    );
    // Another user is not held back by ann's uploads.
    slots.claim('bob');
    first();
    first();
    slots.claim('ann');
    expect(() => slots.claim('ann')).toThrow('uploads in progress');
  });
});
