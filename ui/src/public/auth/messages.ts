/** The texts of the sign-in, sign-up and password screens, word for word from the specification. */
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
} as const;

/** The minimum password length enforced by the authentication service. */
export const MIN_PASSWORD_LENGTH = 8;
