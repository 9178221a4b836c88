import { describe, expect, it } from 'vitest';
import { newPasswordSchema, signInSchema, signUpBanner, signUpSchema, type SignUpDraft } from './auth-schemas';
import { authMessages } from './messages';

const problems = (draft: SignUpDraft) =>
  Object.fromEntries((signUpSchema.safeParse(draft).error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]));

describe('the sign-up form', () => {
  it('given an empty form, when submitted, then every field has its problem at once, under the specification’s banner', () => {
    const draft = { email: '', password: '', confirmation: '' };
    expect(problems(draft)).toEqual({ email: 'Enter your email address', password: 'Enter a password', confirmation: 'Repeat your password' });
    expect(signUpBanner(draft, {})).toBe(authMessages.credentialsRequired);
  });

  it('given a bad address, a short password and a different confirmation, when submitted, then all three are named', () => {
    const draft = { email: 'ann@', password: 'short', confirmation: 'shorter' };
    expect(problems(draft)).toEqual({
      email: 'Enter a valid email address, like you@company.com',
      password: 'Use at least 8 characters',
      confirmation: authMessages.passwordsDoNotMatch,
    });
    expect(signUpBanner(draft, { confirmation: { type: 'custom', message: authMessages.passwordsDoNotMatch } })).toBe(authMessages.passwordsDoNotMatch);
    expect(signUpBanner({ ...draft, confirmation: 'short' }, { email: { type: 'invalid_format' } })).toBe('Please correct the highlighted fields.');
  });

  it('given a good form, when submitted, then there is no problem and the address is trimmed', () => {
    expect(signUpSchema.safeParse({ email: ' ann@example.com ', password: 'correct-horse-42', confirmation: 'correct-horse-42' }).data).toEqual({
      email: 'ann@example.com',
      password: 'correct-horse-42',
      confirmation: 'correct-horse-42',
    });
  });
});

describe('the sign-in and new password forms', () => {
  it('given a blank-looking email or no password, then the specification’s message', () => {
    expect(signInSchema.safeParse({ email: '  ', password: 'x' }).error?.issues[0]?.message).toBe(authMessages.credentialsRequired);
    expect(signInSchema.safeParse({ email: 'ann@example.com', password: '' }).error?.issues[0]?.message).toBe(authMessages.credentialsRequired);
  });

  it('given a confirmation that differs, then it does not match; given the same, then none', () => {
    expect(newPasswordSchema.safeParse({ password: 'new-password-1', confirmation: 'new-password-2' }).error?.issues[0]).toMatchObject({
      path: ['confirmation'],
      message: authMessages.passwordsDoNotMatch,
    });
    expect(newPasswordSchema.safeParse({ password: 'new-password-1', confirmation: 'new-password-1' }).success).toBe(true);
  });
});
