import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, ROLE: 'all', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad setting in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', ROLE: 'everything' })).toThrow(/PORT: .*\n.*ROLE: /s);
  });

  it('requires real secrets and a database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required.*BETTER_AUTH_SECRET is required/s);
  });

  it('checks the shape of URLs and keys', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a URL');
    expect(() => loadConfig({ VAULT_KEY: 'short' })).toThrow('VAULT_KEY must be 64 hexadecimal characters');
  });
});
