import { accountMessages, connectAccountSchema, proxySchema } from '@shared/accounts/contract';
import { describe, expect, it } from 'vitest';
import { parsedRequestResolver } from './request-resolver';
import type { ProxyForm } from '../resources/accounts/proxy-form';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const proxy = (fields: Partial<ProxyForm>): ProxyForm => ({
  proxy_type: 'HTTP',
  proxy_ip: '',
  proxy_port: '',
  proxy_username: '',
  proxy_password: '',
  ...fields,
});

describe('a form checked with the API schema', () => {
  const checkProxy = parsedRequestResolver(proxySchema, (draft: ProxyForm) => draft);

  it("given a proxy without IP or port, then each field has the API's message", async () => {
    const { errors } = await checkProxy(proxy({}), undefined, options);
    expect(errors.proxy_ip?.message).toBe(accountMessages.proxyIpPortRequired);
    expect(errors.proxy_port?.message).toBe(accountMessages.proxyPortInvalid);
  });

  it('given a port out of range, then the port alone is refused; given a whole address, then the parsed request', async () => {
    const refused = await checkProxy(proxy({ proxy_ip: '203.0.113.10', proxy_port: '70000' }), undefined, options);
    expect(Object.keys(refused.errors)).toEqual(['proxy_port']);
    const accepted = await checkProxy(proxy({ proxy_ip: ' 203.0.113.10 ', proxy_port: '8080' }), undefined, options);
    expect(accepted.values).toMatchObject({ proxy_ip: '203.0.113.10', proxy_port: 8080 });
  });

  it('given tokens pasted with quotes and spaces, then the cleaned tokens; given a blank one, then the message to enter both', async () => {
    const checkTokens = parsedRequestResolver(connectAccountSchema, (draft: { auth_token: string; ct0_token: string }) => draft);
    expect((await checkTokens({ auth_token: ' "abc" ', ct0_token: "'def'" }, undefined, options)).values).toEqual({ auth_token: 'abc', ct0_token: 'def' });
    const blank = await checkTokens({ auth_token: '   ', ct0_token: 'def' }, undefined, options);
    expect(blank.errors.auth_token?.message).toBe(accountMessages.tokensRequired);
    expect(blank.errors.ct0_token).toBeUndefined();
  });
});
