/** The texts of the sign-in, sign-up and password screens, word for word from the specification, and the server's own answers. */

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits';

export const authMessages = {
  credentialsRequired: 'You must provide either an email or phone number and a password',
  loginFailed: 'An error occurred during login',
  googleFailed: 'An error occurred during Google sign-in',
  signupFailed: 'An error occurred during sign up',
  confirmEmail: 'Please check your email to confirm your account.',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailFailed: 'An error occurred',
  resetEmailSent: 'Password reset link sent! Please check your email.',
  updatePasswordFailed: 'An error occurred while updating password',
  passwordUpdated: 'Password updated successfully! You will be redirected shortly.',
  passwordUpdatedSignedIn: 'Password updated successfully! Redirecting...',
  verifying: 'Verifying recovery state...',
  noSession: 'No active session found. Please log in or use a valid reset link.',
  expiredLink: 'Session expired or invalid link. Please request a new password reset.',
  waitingForLink: 'Waiting for session update or invalid recovery link.',
  // Not in the specification: what the server answers instead of better-auth's terse messages.
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  googleUnavailable: 'Sign-in with Google is not available on this server.',
} as const;
