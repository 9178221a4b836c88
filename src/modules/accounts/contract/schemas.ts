/** The requests' zod schemas (connect, proxy, keep) with their messages, the token cleaning they share with the screen, and the proxy types. */
import { z } from 'zod';
import { accountMessages } from './messages';

/** Tokens are trimmed and stripped of quote characters before sending (and again by the server). */
export function cleanToken(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/["'`\u2018\u2019\u201c\u201d]/g, '').trim();
}

export const proxyTypes = ['HTTP', 'HTTPS'] as const;
export type ProxyType = (typeof proxyTypes)[number];
export const DEFAULT_PROXY_TYPE: ProxyType = 'HTTP';

const token = (field: string) =>
  z
    .unknown()
    .transform((v) => cleanToken(v))
    .pipe(z.string().min(1, { error: accountMessages.tokensRequired }).max(4_000, { error: `${field} is too long` }));

/** POST /api/accounts: both tokens required, trimmed and stripped of quotes. */
export const connectAccountSchema = z.object(
  { auth_token: token('Auth Token'), ct0_token: token('CT0 Token') },
  { error: accountMessages.tokensRequired },
);
export type ConnectAccountBody = z.input<typeof connectAccountSchema>;

/**
 * PUT /api/accounts/:id/proxy: IP and port required; username and password optional. `proxy_password` left out
 * keeps the stored password (when the username stays the same); null or '' removes it. The IP may be a DNS name;
 * hosts in loopback, private, link-local or metadata ranges (as resolved) answer `proxy_address_not_allowed`.
 */
export const proxySchema = z.object(
  {
    proxy_type: z.enum(proxyTypes).default(DEFAULT_PROXY_TYPE),
    proxy_ip: z
      .string({ error: accountMessages.proxyIpPortRequired })
      .trim()
      .min(1, { error: accountMessages.proxyIpPortRequired })
      .max(253, { error: accountMessages.proxyHostInvalid }),
    proxy_port: z.coerce
      .number({ error: accountMessages.proxyPortInvalid })
      .int({ error: accountMessages.proxyPortInvalid })
      .min(1, { error: accountMessages.proxyPortInvalid })
      .max(65_535, { error: accountMessages.proxyPortInvalid }),
    proxy_username: z.string().trim().max(255).optional().nullable(),
    proxy_password: z.string().max(1_000).optional().nullable(),
  },
  { error: accountMessages.proxyIpPortRequired },
);
export type ProxyBody = z.input<typeof proxySchema>;

/** POST /api/accounts/keep: the one account to keep after a Pro to Basic downgrade. */
export const keepAccountSchema = z.object(
  { account_id: z.string({ error: accountMessages.keepRequired }).min(1, { error: accountMessages.keepRequired }) },
  { error: accountMessages.keepRequired },
);
export type KeepAccountBody = z.input<typeof keepAccountSchema>;
