import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { webhookMessages } from '../contract/webhooks';
import { checkEndpointUrl } from './endpoint-url';

const names: Record<string, string[]> = { 'crm.example': ['203.0.113.7'], 'inside.example': ['203.0.113.8', '10.0.0.5'], 'meta.example': ['169.254.169.254'] };
const resolve = async (host: string) => {
  const found = names[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const refusal = async (url: string, allowPrivate = false) => {
  try {
    await checkEndpointUrl(url, allowPrivate, resolve);
  } catch (error) {
    if (error instanceof DomainError) return error.message;
  }
  return 'accepted';
};

describe('webhook endpoint URLs', () => {
  it('accepts https to a public address', async () => {
    expect((await checkEndpointUrl('https://crm.example/hooks?x=1', false, resolve)).href).toBe('https://crm.example/hooks?x=1');
  });

  it('refuses loopback, private, link-local and metadata addresses, written or resolved, in production configuration', async () => {
    for (const url of ['https://127.0.0.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://10.0.0.1/x', 'https://inside.example/x', 'https://meta.example/x', 'https://[::ffff:127.0.0.1]/x']) {
      expect(await refusal(url), url).toBe(webhookMessages.urlNotAllowed);
    }
    expect(await refusal('https://nowhere.example/x')).toBe(webhookMessages.urlUnresolved('nowhere.example'));
  });

  it('refuses what is not an https URL, or carries credentials; http to this machine only where private hosts are allowed', async () => {
    for (const url of ['', 'crm.example/hooks', 'ftp://crm.example/x', 'http://crm.example/x', 'https://user:pass@crm.example/x', 'javascript:alert(1)']) {
      expect(await refusal(url), url).toBe(webhookMessages.urlInvalid);
    }
    expect(await refusal('http://127.0.0.1:4242/hooks', true)).toBe('accepted');
  });
});
