/**
 * The HTTP connections to X: one pool for direct calls and one per proxy, kept across calls so an account's
 * requests reuse their connection as a browser's would. Redirects are never followed.
 */
import { createHash } from 'node:crypto';
import { Agent, type Dispatcher, ProxyAgent } from 'undici';
import type { XProxy } from '../x-gateway.port';
import type { XApiSettings } from './x-api-settings';

/** TLS options towards an HTTPS proxy (a private CA, for instance). */
export type ProxyTlsOptions = { ca?: string | Buffer; rejectUnauthorized?: boolean };

/** A proxy's pool is keyed by everything that reaches it, the password only as a hash. */
function proxyKey(proxy: XProxy): string {
  const secret = proxy.password ? createHash('sha256').update(proxy.password).digest('hex').slice(0, 12) : '';
  return `${proxy.type}|${proxy.host}|${proxy.servername ?? ''}|${proxy.port}|${proxy.username ?? ''}|${secret}`;
}

export class XConnections {
  private direct?: Agent;
  private readonly proxies = new Map<string, ProxyAgent>();

  constructor(
    private readonly settings: XApiSettings,
    private readonly proxyTls?: ProxyTlsOptions,
  ) {}

  /** The pool a call with this proxy (or none) goes through. */
  for(proxy: XProxy | undefined): Dispatcher {
    const timeouts = { headersTimeout: this.settings.totalTimeoutMs, bodyTimeout: this.settings.totalTimeoutMs };
    if (!proxy) {
      this.direct ??= new Agent({ connect: { timeout: this.settings.connectTimeoutMs }, ...timeouts });
      return this.direct;
    }
    const key = proxyKey(proxy);
    let agent = this.proxies.get(key);
    if (!agent) {
      const scheme = proxy.type === 'HTTPS' ? 'https' : 'http';
      const token =
        proxy.username !== undefined && proxy.username !== ''
          ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}`
          : undefined;
      agent = new ProxyAgent({
        uri: `${scheme}://${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`,
        token,
        proxyTls: {
          timeout: this.settings.connectTimeoutMs,
          ...(proxy.type === 'HTTPS' ? { ...this.proxyTls, ...(proxy.servername ? { servername: proxy.servername } : {}) } : {}),
        },
        requestTls: { timeout: this.settings.connectTimeoutMs },
        connect: { timeout: this.settings.connectTimeoutMs },
        ...timeouts,
      });
      this.proxies.set(key, agent);
    }
    return agent;
  }

  async close(): Promise<void> {
    const agents: Dispatcher[] = [...this.proxies.values()];
    if (this.direct) agents.push(this.direct);
    this.proxies.clear();
    this.direct = undefined;
    await Promise.all(agents.map((agent) => agent.close().catch(() => undefined)));
  }
}
