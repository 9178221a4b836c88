import { authMessages, MIN_PASSWORD_LENGTH } from './messages';

export interface SignupFields {
  email: string;
  password: string;
  confirmation: string;
}

/** What is wrong with each field, all at once, and the banner above the form in the specification's words. */
export interface SignupProblems {
  fields: Partial<Record<keyof SignupFields, string>>;
  banner: string | null;
}

/** Close to the browser's own check of type=email: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function signupProblems({ email, password, confirmation }: SignupFields): SignupProblems {
  const fields: SignupProblems['fields'] = {};
  if (!email.trim()) fields.email = 'Enter your email address';
  else if (!EMAIL.test(email.trim())) fields.email = 'Enter a valid email address, like you@company.com';
  if (!password) fields.password = 'Enter a password';
  else if (password.length < MIN_PASSWORD_LENGTH) fields.password = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (!confirmation) fields.confirmation = 'Repeat your password';
  else if (password && confirmation !== password) fields.confirmation = authMessages.passwordsDoNotMatch;

  let banner: string | null = null;
  if (!email.trim() || !password) banner = authMessages.credentialsRequired;
  else if (fields.confirmation === authMessages.passwordsDoNotMatch) banner = authMessages.passwordsDoNotMatch;
  else if (Object.keys(fields).length > 0) banner = 'Please correct the highlighted fields.';
  return { fields, banner };
}
