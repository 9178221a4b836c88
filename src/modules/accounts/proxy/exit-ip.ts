/** The address an IP echo service (PROXY_IP_ECHO_URL) sees through a proxy; null when none is configured or its answer is not an address. */
import { ProxyAgent, request } from 'undici';
import type { XProxy } from '../../x';

export async function exitIp(url: string | undefined, proxy: XProxy): Promise<string | null> {
  if (!url) return null;
  const scheme = proxy.type === 'HTTPS' ? 'https' : 'http';
  const agent = new ProxyAgent({
    uri: `${scheme}://${proxy.host.includes(':') ? `[${proxy.host}]` : proxy.host}:${proxy.port}`,
    ...(proxy.type === 'HTTPS' && proxy.servername ? { proxyTls: { servername: proxy.servername } } : {}),
    ...(proxy.username ? { token: `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}` } : {}),
  });
  try {
    const response = await request(url, { dispatcher: agent, headersTimeout: 10_000, bodyTimeout: 10_000 });
    const text = (await response.body.text()).trim();
    if (response.statusCode !== 200) return null;
    const ip = text.startsWith('{') ? String((JSON.parse(text) as { ip?: unknown }).ip ?? '') : text;
    return /^[0-9a-f:.]{2,45}$/i.test(ip) ? ip : null;
  } finally {
    await agent.close().catch(() => undefined);
  }
}
