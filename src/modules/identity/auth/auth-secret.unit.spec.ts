import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'auth-secret-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('uses BETTER_AUTH_SECRET when set', async () => {
  const secret = 's'.repeat(40);
  expect(await resolveAuthSecret({ BETTER_AUTH_SECRET: secret, NODE_ENV: 'development', DATA_DIR: dir })).toBe(secret);
});

it('outside production, generates a secret once, keeps it readable by the owner only, and reuses it', async () => {
  const dataDir = path.join(dir, 'data');
  const first = await resolveAuthSecret({ NODE_ENV: 'development', DATA_DIR: dataDir });
  expect(first.length).toBeGreaterThanOrEqual(32);
  const file = path.join(dataDir, 'auth-secret');
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect((await readFile(file, 'utf8')).trim()).toBe(first);
  expect(await resolveAuthSecret({ NODE_ENV: 'development', DATA_DIR: dataDir })).toBe(first);
});

it('agrees with concurrent starts on one secret, none reading it half written, and leaves only the secret behind', async () => {
  // Start-up asks from several providers at once; other processes may start beside it.
  for (let round = 0; round < 20; round++) {
    const dataDir = path.join(dir, `start-${round}`);
    const secrets = await Promise.all(Array.from({ length: 16 }, () => resolveAuthSecret({ NODE_ENV: 'test', DATA_DIR: dataDir })));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual(['auth-secret']);
  }
});

it('refuses to invent a secret in production', async () => {
  await expect(resolveAuthSecret({ NODE_ENV: 'production', DATA_DIR: dir })).rejects.toThrow(/BETTER_AUTH_SECRET/);
});

it('refuses a secret file that holds too little', async () => {
  await writeFile(path.join(dir, 'auth-secret'), 'short\n');
  await expect(resolveAuthSecret({ NODE_ENV: 'development', DATA_DIR: dir })).rejects.toThrow(/no usable secret/);
});
