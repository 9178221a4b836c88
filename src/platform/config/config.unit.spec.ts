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

  it('runs the local Stripe stand-in without a key outside production only, unless told', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).STRIPE_STAND_IN).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).STRIPE_STAND_IN).toBe(true);
    expect(loadConfig(production).STRIPE_STAND_IN).toBe(false);
    expect(loadConfig({ ...production, STRIPE_STAND_IN: '1' }).STRIPE_STAND_IN).toBe(true);
    expect(loadConfig({ STRIPE_STAND_IN: '0' }).STRIPE_STAND_IN).toBe(false);
    expect(() => loadConfig({ STRIPE_STAND_IN: 'yes' })).toThrow(/STRIPE_STAND_IN/);
  });

  it('hashes passwords cheaply only in a test run that asks for it', () => {
    expect(loadConfig({}).TEST_PASSWORD_HASHING).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_PASSWORD_HASHING: '1' }).TEST_PASSWORD_HASHING).toBe(true);
    expect(() => loadConfig({ TEST_PASSWORD_HASHING: '1' })).toThrow('TEST_PASSWORD_HASHING is for test runs only (NODE_ENV=test)');
  });

  it('checks the shape of URLs and keys', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a URL');
    expect(() => loadConfig({ VAULT_KEY: 'short' })).toThrow('VAULT_KEY must be 64 hexadecimal characters');
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a number of proxies, with the old flag values kept', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be the number of proxies');
  });

  it('is a demo with nothing configured: the X simulator runs unless X, the environment or the role says otherwise', () => {
    expect(loadConfig({}).X_SIMULATOR).toBe(true);
    expect(loadConfig({ X_SIMULATOR: '' }).X_SIMULATOR).toBe(true);
    expect(loadConfig({ X_SIMULATOR: '0' }).X_SIMULATOR).toBe(false);
    expect(loadConfig({ X_SIMULATOR: 'false' }).X_SIMULATOR).toBe(false);
    expect(loadConfig({ X_API_BASE: 'https://x.com' }).X_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).X_SIMULATOR).toBe(false);
    expect(loadConfig({ ROLE: 'workers' }).X_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', BETTER_AUTH_SECRET: 'x'.repeat(32) }).X_SIMULATOR).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', X_SIMULATOR: '1' }).X_SIMULATOR).toBe(true);
    expect(loadConfig({}).X_SIMULATOR_PORT).toBeUndefined();
    expect(loadConfig({ X_SIMULATOR_PORT: '4011' }).X_SIMULATOR_PORT).toBe(4011);
    expect(() => loadConfig({ X_SIMULATOR: 'yes' })).toThrow('X_SIMULATOR');
  });
});
