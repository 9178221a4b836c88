import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { authMessages, MIN_PASSWORD_LENGTH } from './messages';

/** Close to the browser's own check of type=email: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign in: an email and a password, or the specification's banner. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, { error: authMessages.credentialsRequired }),
  password: z.string().min(1, { error: authMessages.credentialsRequired }),
});
export type SignInDraft = z.input<typeof signInSchema>;

/** A new password and its confirmation (the reset screen): the confirmation must repeat it. */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .refine((draft) => draft.confirmation === draft.password, { path: ['confirmation'], error: authMessages.passwordsDoNotMatch });
export type NewPassword = z.input<typeof newPasswordSchema>;

/** Sign up: what is wrong with each field, all at once (a mismatch is named even when another field is wrong). */
export const signUpSchema = z
  .object({
    email: z.string().trim().min(1, { error: 'Enter your email address' }).regex(EMAIL, { error: 'Enter a valid email address, like you@company.com' }),
    password: z
      .string()
      .min(1, { error: 'Enter a password' })
      .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters` }),
    confirmation: z.string().min(1, { error: 'Repeat your password' }),
  })
  .refine((draft) => !draft.password || !draft.confirmation || draft.confirmation === draft.password, {
    path: ['confirmation'],
    error: authMessages.passwordsDoNotMatch,
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type SignUpDraft = z.input<typeof signUpSchema>;

/** The banner above a refused sign-up form, in the specification's words where it has them. */
export function signUpBanner({ email, password }: SignUpDraft, errors: FieldErrors<SignUpDraft>): string {
  if (!email.trim() || !password) return authMessages.credentialsRequired;
  if (errors.confirmation?.message === authMessages.passwordsDoNotMatch) return authMessages.passwordsDoNotMatch;
  return 'Please correct the highlighted fields.';
}
