import { authMessages, type SignUpDraft } from '@shared/identity/contract';
import type { FieldErrors } from 'react-hook-form';

/** The banner above a refused sign-up form, in the specification's words where it has them. */
export function signUpBanner({ email, password }: SignUpDraft, errors: FieldErrors<SignUpDraft>): string {
  if (!email.trim() || !password) return authMessages.credentialsRequired;
  if (errors.confirmation?.message === authMessages.passwordsDoNotMatch) return authMessages.passwordsDoNotMatch;
  return 'Please correct the highlighted fields.';
}
