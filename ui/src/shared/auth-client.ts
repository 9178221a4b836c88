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

type SessionState = ReturnType<typeof authClient.$store.atoms.session.get>;

function settled(state: SessionState): boolean {
  return !state.isPending && !state.isRefetching;
}

function sessionOf(state: SessionState): AuthSession | null {
  const error = state.error as { status?: number } | null;
  // A 401 means no session; anything else (the network, the server) is an error to report.
  if (error && error.status !== 401) throw error;
  return (state.data as AuthSession | null) ?? null;
}

/**
 * The session from the page's one session store (the same one useSession reads), once it has loaded: what a
 * screen already asked for is not asked again. `refresh` asks the server anew and waits for its answer.
 */
export async function loadSession({ refresh = false }: { refresh?: boolean } = {}): Promise<AuthSession | null> {
  const store = authClient.$store.atoms.session;
  if (refresh) await store.get().refetch();
  return new Promise<AuthSession | null>((resolve, reject) => {
    // Subscribing loads the session if nothing has yet; the first settled value answers.
    let unsubscribe: (() => void) | undefined;
    let done = false;
    const answer = (state: SessionState) => {
      if (done || !settled(state)) return;
      done = true;
      queueMicrotask(() => unsubscribe?.());
      try {
        resolve(sessionOf(state));
      } catch (error) {
        reject(error);
      }
    };
    unsubscribe = store.subscribe(answer);
    if (done) unsubscribe();
  });
}
