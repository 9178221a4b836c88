/** The proxy dialog's Quick Add parser (IP:Port:Username:Password). */

/** What Quick Add (IP:Port:Username:Password) fills in; null when the text has fewer than 2 parts. */
export interface QuickAddProxy {
  proxy_ip: string;
  proxy_port: string;
  proxy_username?: string;
  proxy_password?: string;
}

/**
 * Quick Add: splits on colons as IP:Port:Username:Password. At least 2 parts set IP and port; 4 parts also set
 * the credentials (a password may itself contain colons: everything after the third colon is the password).
 * Surrounding whitespace and a leading http:// or https:// are ignored.
 */
export function parseQuickAdd(text: string): QuickAddProxy | null {
  const cleaned = text.trim().replace(/^https?:\/\//i, '');
  const parts = cleaned.split(':').map((p) => p.trim());
  if (parts.length < 2 || !parts[0] || !parts[1]) return null;
  const [ip, port, username, ...rest] = parts;
  const result: QuickAddProxy = { proxy_ip: ip as string, proxy_port: port as string };
  if (parts.length >= 4) {
    result.proxy_username = username;
    result.proxy_password = rest.join(':');
  }
  return result;
}
