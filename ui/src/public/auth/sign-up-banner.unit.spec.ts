import { authMessages } from '@shared/identity/contract';
import { describe, expect, it } from 'vitest';
import { signUpBanner } from './sign-up-banner';

describe('the banner above a refused sign-up form', () => {
  it('given a blank email or password, then the specification’s banner', () => {
    expect(signUpBanner({ email: '', password: '', confirmation: '' }, {})).toBe(authMessages.credentialsRequired);
    expect(signUpBanner({ email: '  ', password: 'correct-horse-42', confirmation: '' }, {})).toBe(authMessages.credentialsRequired);
  });

  it('given both, when the confirmation does not match, then that is the banner; when another field is wrong, then the general one', () => {
    const draft = { email: 'ann@', password: 'short', confirmation: 'shorter' };
    expect(signUpBanner(draft, { confirmation: { type: 'custom', message: authMessages.passwordsDoNotMatch } })).toBe(authMessages.passwordsDoNotMatch);
    expect(signUpBanner({ ...draft, confirmation: 'short' }, { email: { type: 'invalid_format' } })).toBe('Please correct the highlighted fields.');
  });
});
