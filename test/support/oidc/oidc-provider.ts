import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSession } from './http-session';

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface AuthorizationRequestSeen {
  url: URL;
  params: URLSearchParams;
}

export interface LocalOidcProvider {
  /** http://127.0.0.1:{port}: set OIDC_ISSUER to it. */
  issuer: string;
  /** Authorization requests that reached the provider, in order (to check state and PKCE). */
  authorizationRequests: AuthorizationRequestSeen[];
  close(): Promise<void>;
}

/** A person known to the provider: the login name typed at its sign-in form is the subject. */
export interface OidcAccount {
  email: string;
  name?: string;
  emailVerified?: boolean;
}

/**
 * A real OpenID provider (oidc-provider) on a free port over http, standing in for Google. It signs in
 * anyone through its development login and consent pages; `accounts` gives claims to known logins, others
 * get `{login}@example.test` when the login is not itself an address. PKCE is required of every client.
 */
export async function startOidcProvider(options: { clients: OidcClient[]; accounts?: Record<string, OidcAccount> }): Promise<LocalOidcProvider> {
  const { default: Provider } = await import('oidc-provider');
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    async findAccount(_ctx: unknown, sub: string) {
      const known = options.accounts?.[sub];
      const email = known?.email ?? (sub.includes('@') ? sub : `${sub}@example.test`);
      return {
        accountId: sub,
        claims: async () => ({ sub, email, email_verified: known?.emailVerified ?? true, name: known?.name ?? sub }),
      };
    },
  });
  const authorizationRequests: AuthorizationRequestSeen[] = [];
  const callback = provider.callback();
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/auth' && url.searchParams.has('client_id')) authorizationRequests.push({ url, params: url.searchParams });
    callback(request, response);
  });
  return {
    issuer,
    authorizationRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the user at the provider: opens the authorization URL, signs in as `login` on the development
 * login page, grants consent, and answers the URL the provider sends the browser back to (the client's
 * redirect URI with code and state, or an error).
 */
export async function authorizeAtProvider(authorizationUrl: string, login: string, browser = new HttpSession()): Promise<URL> {
  const issuerOrigin = new URL(authorizationUrl).origin;
  let next: URL = new URL(authorizationUrl);
  for (let step = 0; step < 10; step++) {
    const { response, url, location } = await browser.follow(next, (to) => to.origin === issuerOrigin);
    if (location) return location;
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status} at ${url}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 300)}`);
    const isLogin = /name="login"/i.test(html);
    const form = isLogin ? new URLSearchParams({ prompt: 'login', login, password: 'any' }) : new URLSearchParams({ prompt: 'consent' });
    const submitted = await browser.fetch(new URL(action.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const redirect = submitted.headers.get('location');
    if (!redirect) throw new Error(`the provider's form at ${url} answered ${submitted.status} without a redirect`);
    await submitted.arrayBuffer();
    next = new URL(redirect, url);
    if (next.origin !== issuerOrigin) return next;
  }
  throw new Error('the provider did not send the browser back');
}
