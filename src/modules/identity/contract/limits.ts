/** The password lengths better-auth enforces; the sign-up form checks the same minimum before sending. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
