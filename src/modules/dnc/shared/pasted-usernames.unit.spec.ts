import { describe, expect, it } from 'vitest';
import { dncMessages, MAX_USERNAMES_PER_REQUEST } from '../contract';
import { checkPaste } from './pasted-usernames';

describe('checkPaste', () => {
  it('given blank input, then it is refused as such', () => {
    expect(checkPaste('  \n\t ').refusal).toEqual({ message: dncMessages.inputRequired, code: 'input_required', tooLarge: false });
  });

  it('given nothing that is a username, then it is refused as such', () => {
    expect(checkPaste('!!! ??? ---').refusal).toEqual({ message: dncMessages.noValidUsernames, code: 'no_valid_usernames', tooLarge: false });
  });

  it('given more entries than one add takes, repeats included, then it is refused for its size', () => {
    const many = Array.from({ length: MAX_USERNAMES_PER_REQUEST }, (_, i) => `user${i}`);
    expect(checkPaste(many.join('\n')).refusal).toBeNull();
    expect(checkPaste([...many, 'user0'].join('\n')).refusal).toEqual({ message: dncMessages.tooMany(MAX_USERNAMES_PER_REQUEST), code: 'too_many_usernames', tooLarge: true });
  });

  it('given usernames, then they come cleaned, each once, with the repeats counted', () => {
    expect(checkPaste('@Alice\nalice, https://x.com/Bob')).toEqual({ usernames: ['alice', 'bob'], repeated: 1, refusal: null });
  });
});
