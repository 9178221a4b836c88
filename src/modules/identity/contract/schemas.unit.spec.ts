import { describe, expect, it } from 'vitest';
import { authMessages } from './messages';
import { forgotPasswordSchema, newPasswordSchema, signInSchema, type SignUpDraft, signUpSchema } from './schemas';

const problems = (draft: SignUpDraft) =>
  Object.fromEntries((signUpSchema.safeParse(draft).error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]));

describe('the sign-up request', () => {
  it('given an empty form, when checked, then every field has its problem at once', () => {
    expect(problems({ email: '', password: '', confirmation: '' })).toEqual({
      email: 'Enter your email address',
      password: 'Enter a password',
      confirmation: 'Repeat your password',
    });
  });

  it('given a bad address, a short password and a different confirmation, when checked, then all three are named', () => {
    expect(problems({ email: 'ann@', password: 'short', confirmation: 'shorter' })).toEqual({
      email: 'Enter a valid email address, like you@company.com',
      password: 'Use at least 8 characters',
      confirmation: authMessages.passwordsDoNotMatch,
    });
  });

  it('given a good form, when checked, then there is no problem and the address is trimmed', () => {
    expect(signUpSchema.safeParse({ email: ' ann@example.com ', password: 'correct-horse-42', confirmation: 'correct-horse-42' }).data).toEqual({
      email: 'ann@example.com',
      password: 'correct-horse-42',
      confirmation: 'correct-horse-42',
    });
  });
});

describe('the sign-in, forgotten password and new password requests', () => {
  it('given a blank-looking email or no password, then the specification’s message', () => {
    expect(signInSchema.safeParse({ email: '  ', password: 'x' }).error?.issues[0]?.message).toBe(authMessages.credentialsRequired);
    expect(signInSchema.safeParse({ email: 'ann@example.com', password: '' }).error?.issues[0]?.message).toBe(authMessages.credentialsRequired);
  });

  it('given an address with spaces around it, when a reset link is asked for, then it is sent trimmed', () => {
    expect(forgotPasswordSchema.parse({ email: ' ann@example.com ' })).toEqual({ email: 'ann@example.com' });
  });

  it('given a confirmation that differs, then it does not match; given the same, then none', () => {
    expect(newPasswordSchema.safeParse({ password: 'new-password-1', confirmation: 'new-password-2' }).error?.issues[0]).toMatchObject({
      path: ['confirmation'],
      message: authMessages.passwordsDoNotMatch,
    });
    expect(newPasswordSchema.safeParse({ password: 'new-password-1', confirmation: 'new-password-1' }).success).toBe(true);
  });
});
