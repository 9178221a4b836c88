import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ProfileRecord } from '../profiles/upsert-profiles';

export const PROFILE_COPY_COLUMNS =
  'id, username, name, bio, bio_urls, urls, location, verified, followers_count, following_count, profile_image_url';

const ESCAPED = /[\\\t\n\r]/;
/** PostgreSQL COPY text format: backslash, tab, newline and carriage return escaped. */
function field(value: string): string {
  return ESCAPED.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value;
}
const nullable = (value: string | null) => (value === null ? '\\N' : field(value));
function array(items: readonly string[]): string {
  if (items.length === 0) return '{}';
  return field(`{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
}

/** One profile as a line of `copy x_profiles (PROFILE_COPY_COLUMNS) from stdin`. */
export function profileCopyLine(p: ProfileRecord): string {
  return `${field(p.id)}\t${field(p.username)}\t${nullable(p.name)}\t${nullable(p.bio)}\t${array(p.bio_urls)}\t${array(p.urls)}\t${nullable(p.location)}\t${p.verified ? 't' : 'f'}\t${p.followers_count}\t${p.following_count}\t${nullable(p.profile_image_url)}\n`;
}

/** A COPY of profile lines into `table`, fed chunk by chunk with back-pressure. */
export class ProfileCopy {
  private readonly stream: NodeJS.WritableStream & { on(event: string, listener: (...args: unknown[]) => void): unknown };
  private readonly done: Promise<void>;

  constructor(client: pg.PoolClient | pg.Client, table = 'x_profiles') {
    this.stream = client.query(copyFrom(`copy ${table} (${PROFILE_COPY_COLUMNS}) from stdin`));
    this.done = new Promise<void>((resolve, reject) => {
      this.stream.on('finish', () => resolve());
      this.stream.on('error', (error) => reject(error));
    });
    this.done.catch(() => undefined);
  }

  /** Writes a chunk of lines; waits when the server is behind. */
  async write(text: string): Promise<void> {
    if (!this.stream.write(text)) {
      await Promise.race([new Promise<void>((resolve) => this.stream.once('drain', () => resolve())), this.done]);
    }
  }

  async end(): Promise<void> {
    this.stream.end();
    await this.done;
  }
}
