import { describe, expect, it } from 'vitest';
import { authMessages } from './messages';
import { signupProblems } from './signup-problems';

describe('sign-up problems', () => {
  it('given an empty form, when submitted, then every field has its problem at once, under the specification’s banner', () => {
    const problems = signupProblems({ email: '', password: '', confirmation: '' });
    expect(Object.keys(problems.fields)).toEqual(['email', 'password', 'confirmation']);
    expect(problems.banner).toBe(authMessages.credentialsRequired);
  });

  it('given a bad address, a short password and a different confirmation, when submitted, then all three are named', () => {
    const problems = signupProblems({ email: 'ann@', password: 'short', confirmation: 'shorter' });
    expect(problems.fields).toEqual({
      email: 'Enter a valid email address, like you@company.com',
      password: 'Use at least 8 characters',
      confirmation: authMessages.passwordsDoNotMatch,
    });
    expect(problems.banner).toBe(authMessages.passwordsDoNotMatch);
  });

  it('given a good form, when submitted, then there is no problem', () => {
    expect(signupProblems({ email: 'ann@example.com', password: 'correct-horse-42', confirmation: 'correct-horse-42' })).toEqual({
      fields: {},
      banner: null,
    });
  });
});
