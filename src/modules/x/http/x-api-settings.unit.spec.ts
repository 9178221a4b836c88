import { describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_QUERY_IDS, loadXApiSettings, X_WEB_BEARER_TOKEN, XApiSettingsError } from './x-api-settings';

describe('loadXApiSettings', () => {
  it('defaults to x.com, the web bearer token and the known query ids', () => {
    const settings = loadXApiSettings({});
    expect(settings.baseUrl).toBe('https://x.com');
    expect(settings.bearerToken).toBe(X_WEB_BEARER_TOKEN);
    expect(settings.queryIds).toEqual(DEFAULT_GRAPHQL_QUERY_IDS);
    expect(settings.pageSize).toBe(20);
  });

  it('takes X_API_BASE, X_GRAPHQL_QUERY_IDS, X_GRAPHQL_FEATURES and timeouts from the environment', () => {
    const settings = loadXApiSettings({
      X_API_BASE: 'http://127.0.0.1:4010',
      X_GRAPHQL_QUERY_IDS: '{"Followers":"newFollowersId_1"}',
      X_GRAPHQL_FEATURES: '{"some_new_flag":true}',
      X_HTTP_CONNECT_TIMEOUT_MS: '2500',
      X_HTTP_TIMEOUT_MS: '9000',
    });
    expect(settings.baseUrl).toBe('http://127.0.0.1:4010');
    expect(settings.queryIds.Followers).toBe('newFollowersId_1');
    expect(settings.queryIds.Following).toBe(DEFAULT_GRAPHQL_QUERY_IDS.Following);
    expect(settings.features.some_new_flag).toBe(true);
    expect(settings.connectTimeoutMs).toBe(2500);
    expect(settings.totalTimeoutMs).toBe(9000);
  });

  it.each([
    [{ X_API_BASE: 'not a url' }, 'X_API_BASE must be a URL'],
    [{ X_GRAPHQL_QUERY_IDS: '[1]' }, 'X_GRAPHQL_QUERY_IDS must be a JSON object'],
    [{ X_GRAPHQL_QUERY_IDS: '{"Nope":"x"}' }, 'unknown operation Nope'],
    [{ X_GRAPHQL_QUERY_IDS: '{"Followers":"a/b"}' }, 'letters, digits'],
    [{ X_GRAPHQL_FEATURES: '{"flag":"yes"}' }, 'must be true or false'],
    [{ X_HTTP_TIMEOUT_MS: '-5' }, 'positive integer'],
  ])('refuses %o', (env, message) => {
    expect(() => loadXApiSettings(env)).toThrow(XApiSettingsError);
    expect(() => loadXApiSettings(env)).toThrow(message);
  });
});
