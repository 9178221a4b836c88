import { freePort } from '../free-port';
import { startTestApp, type TestApp } from '../start-app';
import { type LocalOidcProvider, type OidcAccount, startOidcProvider } from './oidc-provider';

export const GOOGLE_CLIENT = { id: 'outtwit-test', secret: 'outtwit-test-secret-0123456789' };

/**
 * The app with 'Continue with Google' pointed at a local OpenID provider. The provider must know the app's
 * redirect URI before the app starts, so the app's port is chosen first.
 */
export async function startAppWithGoogle(accounts: Record<string, OidcAccount>): Promise<{ app: TestApp; provider: LocalOidcProvider }> {
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const provider = await startOidcProvider({
    clients: [{ client_id: GOOGLE_CLIENT.id, client_secret: GOOGLE_CLIENT.secret, redirect_uris: [`${publicUrl}/api/auth/callback/google`] }],
    accounts,
  });
  const app = await startTestApp({
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
    OIDC_ISSUER: provider.issuer,
  });
  return { app, provider };
}
