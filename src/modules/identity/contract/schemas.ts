/** The sign-in, sign-up, forgotten password and reset forms' requests: their zod schemas and types. */

import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './limits';
import { authMessages } from './messages';

/** Close to the browser's own check of type=email: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/auth/sign-in/email: an email and a password, or the specification's banner. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, { error: authMessages.credentialsRequired }),
  password: z.string().min(1, { error: authMessages.credentialsRequired }),
});
export type SignInDraft = z.input<typeof signInSchema>;

/** POST /api/auth/sign-up/email: what is wrong with each field, all at once (a mismatch is named even when another field is wrong). */
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

/** POST /api/auth/request-password-reset: the address (the browser's email field checks its form). */
export const forgotPasswordSchema = z.object({ email: z.string().trim() });
export type ForgotPasswordDraft = z.input<typeof forgotPasswordSchema>;

/**
 * POST /api/auth/reset-password (with the link's token) or /api/auth/update-password (signed in): a new password
 * and its confirmation, which must repeat it.
 */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .refine((draft) => draft.confirmation === draft.password, { path: ['confirmation'], error: authMessages.passwordsDoNotMatch });
export type NewPassword = z.input<typeof newPasswordSchema>;
