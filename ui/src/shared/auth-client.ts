import { createAuthClient } from 'better-auth/react';

/**
 * The authentication API (email and password, Google through OpenID Connect, password reset by email),
 * served by our API under /api/auth on the same origin.
 *
 * Google is registered on the server as a generic OpenID Connect provider with the id 'google'; such
 * providers are reached through the standard social sign-in endpoint, so no client plugin is needed.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });

export const useSession = authClient.useSession;

export type AuthSession = typeof authClient.$Infer.Session;

/** The message of a failed auth call, or the given fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** Starts the Google sign-in: the browser leaves for the provider and comes back to /dashboard (or /login on error). */
export function signInWithGoogle() {
  return authClient.signIn.social({ provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' });
}
