import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../../platform/config/config';

const SECRET_FILE = 'auth-secret';

/**
 * The secret that signs session cookies and tokens: BETTER_AUTH_SECRET, or outside production a secret
 * generated once and kept in the data directory (mode 600), so sessions survive restarts.
 */
export async function resolveAuthSecret(config: Pick<AppConfig, 'BETTER_AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'>): Promise<string> {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET is required in production');
  const file = path.resolve(config.DATA_DIR, SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  // Written whole under another name, then linked into place: a reader (another provider or process starting at
  // the same moment) never sees it half written, and of two writers the first link wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${generated}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return generated;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readSecret(file);
    if (!written) throw new Error(`${file} exists but holds no usable secret`);
    return written;
  } finally {
    await rm(draft, { force: true });
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    await chmod(file, 0o600);
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
