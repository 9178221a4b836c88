import type { AuthProvider } from 'react-admin';
import { authClient, loadSession } from '../../shared/auth-client';

export const LOGIN_PATH = '/login';

type SessionUser = { id: string; email: string };

/** After this long, a page change asks the session endpoint again. */
const SESSION_CACHE_MS = 30_000;

/**
 * react-admin's view of the better-auth session: signed in or not, who, and signing out. Each dashboard
 * mount makes its own, so a cached answer never outlives the session it came from.
 */
export function createAuthProvider(): AuthProvider & { forgetSession(): void } {
  let cached: { user: SessionUser | null; at: number } | null = null;
  let asked = false;

  async function currentUser(): Promise<SessionUser | null> {
    if (cached && Date.now() - cached.at < SESSION_CACHE_MS) return cached.user;
    // The first check reads the session the page loaded on its way to the dashboard; later ones ask again.
    const data = await loadSession({ refresh: asked });
    asked = true;
    const user = data?.user ? { id: data.user.id, email: data.user.email } : null;
    cached = { user, at: Date.now() };
    return user;
  }

  const forgetSession = () => {
    cached = null;
  };

  return {
    forgetSession,
    async login() {
      // Signing in happens on the public /login screen, outside the dashboard.
    },
    async checkAuth() {
      const user = await currentUser().catch(() => null);
      if (!user) {
        forgetSession();
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    },
    async checkError(error) {
      const status = (error as { status?: number } | undefined)?.status;
      if (status === 401) {
        forgetSession();
        throw { redirectTo: LOGIN_PATH, logoutUser: true, message: false };
      }
    },
    async getIdentity() {
      const user = await currentUser();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: user.email, email: user.email };
    },
    async logout() {
      forgetSession();
      // The session may already be gone (a 401 brought us here): signing out then has nothing to do.
      await authClient.signOut().catch(() => undefined);
      return LOGIN_PATH;
    },
    async getPermissions() {
      return undefined;
    },
  };
}
