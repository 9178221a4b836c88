import { describe, expect, it } from 'vitest';
import { commandRoute } from './command-route';

describe('where a command goes', () => {
  it('saving without an id creates, with one updates the record', () => {
    expect(commandRoute('message-templates', 'save')).toEqual({ method: 'POST', path: '/message-templates' });
    expect(commandRoute('message-templates', 'save', 't 1')).toEqual({ method: 'PUT', path: '/message-templates/t%201' });
  });

  it('create, update and delete go where react-admin sends them', () => {
    expect(commandRoute('campaigns', 'create')).toEqual({ method: 'POST', path: '/campaigns' });
    expect(commandRoute('campaigns', 'update', 'c1')).toEqual({ method: 'PUT', path: '/campaigns/c1' });
    expect(commandRoute('campaigns', 'delete', 'c1')).toEqual({ method: 'DELETE', path: '/campaigns/c1' });
  });

  it('any other verb is a POST under the resource or the record', () => {
    expect(commandRoute('campaigns', 'start', 'c1')).toEqual({ method: 'POST', path: '/campaigns/c1/start' });
    expect(commandRoute('campaigns', 'create', 'c1')).toEqual({ method: 'POST', path: '/campaigns/c1/create' });
    expect(commandRoute('plan', 'cancel')).toEqual({ method: 'POST', path: '/plan/cancel' });
    expect(commandRoute('accounts', 'check', 'a1')).toEqual({ method: 'POST', path: '/accounts/a1/check' });
    expect(commandRoute('accounts', 'keep')).toEqual({ method: 'POST', path: '/accounts/keep' });
  });

  it('a verb whose route predates the generic one keeps it', () => {
    expect(commandRoute('do-not-contact', 'clear')).toEqual({ method: 'DELETE', path: '/do-not-contact' });
    expect(commandRoute('dataset', 'create')).toEqual({ method: 'POST', path: '/dataset/lead-sources' });
  });

  it('a verb whose method predates the generic one keeps the generic path', () => {
    expect(commandRoute('accounts', 'sending-limits', 'a 1')).toEqual({ method: 'PUT', path: '/accounts/a%201/sending-limits' });
    expect(commandRoute('accounts', 'proxy', 'a1')).toEqual({ method: 'PUT', path: '/accounts/a1/proxy' });
  });

  it("an account's proxy is removed and tested under its own path", () => {
    expect(commandRoute('accounts', 'remove-proxy', 'a 1')).toEqual({ method: 'DELETE', path: '/accounts/a%201/proxy' });
    expect(commandRoute('accounts', 'test-proxy', 'a1')).toEqual({ method: 'POST', path: '/accounts/a1/proxy/test' });
  });
});
