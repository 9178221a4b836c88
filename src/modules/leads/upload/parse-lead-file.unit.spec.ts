import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/http/domain-error';
import { detectSeparator, findUsernameColumn } from '../contract';
import { cleanLeadUsername, type LeadRecord, storable } from './lead-record';
import { type ParseOptions, parseLeadFile } from './parse-lead-file';

async function* chunked(text: string | Buffer, size = 7): AsyncGenerator<Buffer> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function parse(text: string | Buffer, options: Partial<ParseOptions> = {}, size?: number) {
  const written: LeadRecord[] = [];
  const summary = await parseLeadFile(chunked(text, size), { fileName: 'leads.csv', batchSize: 2, ...options }, async (batch) => {
    written.push(...batch);
  });
  return { summary, written };
}

async function refusal(text: string, options: Partial<ParseOptions> = {}) {
  try {
    await parse(text, options);
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, kind: error.kind };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('usernames', () => {
  it('cleans a leading @, profile links and case, and rejects what is not an X username', () => {
    expect(cleanLeadUsername(' @Alice ')).toBe('alice');
    expect(cleanLeadUsername('@@bob_1')).toBe('bob_1');
    expect(cleanLeadUsername('https://x.com/Carol?s=20')).toBe('carol');
    expect(cleanLeadUsername('twitter.com/dave/status/1')).toBe('dave');
    expect(cleanLeadUsername('https://x.com/home')).toBeNull();
    expect(cleanLeadUsername('https://example.com/erin')).toBeNull();
    expect(cleanLeadUsername('sixteen_chars_xx')).toBeNull();
    expect(cleanLeadUsername('no spaces')).toBeNull();
  });

  it('finds the username column by header and the separator by the header line', () => {
    expect(findUsernameColumn(['Name', 'Twitter Handle'])).toBe(1);
    expect(findUsernameColumn(['USERNAME'])).toBe(0);
    expect(findUsernameColumn(['name', 'user'])).toBe(-1);
    expect(detectSeparator('username;name;bio')).toBe(';');
    expect(detectSeparator('username\tname')).toBe('\t');
    expect(detectSeparator('username,name')).toBe(',');
    expect(detectSeparator('username')).toBe(',');
  });

  it('keeps text PostgreSQL can store', () => {
    expect(storable('a\u0000b')).toBe('ab');
    expect(storable('x\ud800y')).toBe('x\ufffdy');
    expect(storable('ok \ud83d\ude00')).toBe('ok \ud83d\ude00');
  });
});

describe('CSV files', () => {
  it('reads a semicolon file with extra columns, known fields typed, duplicates dropped, invalid rows counted', async () => {
    const { summary, written } = await parse(
      '\uFEFFUsername;Name;followers_count;verified;urls;Company;Notes\n' +
        '@Alice;Alice A;1,200;yes;https://a.example https://b.example;Acme;"multi\nline; note"\n' +
        'bob;Bob;n/a;no;;;\n' +
        'ALICE;Again;;;;;\n' +
        'not valid!;x;;;;;\n' +
        ';empty;;;;;\n' +
        '\n',
    );
    expect(summary).toEqual({ count: 2, duplicates: 1, invalid: 1, columns: ['Name', 'followers_count', 'verified', 'urls', 'Company', 'Notes'] });
    expect(written).toEqual([
      {
        username: 'alice',
        name: 'Alice A',
        bio: null,
        bio_urls: [],
        urls: ['https://a.example', 'https://b.example'],
        location: null,
        verified: true,
        followers_count: 1200,
        following_count: null,
        metadata: { Company: 'Acme', Notes: 'multi\nline; note' },
      },
      {
        username: 'bob',
        name: 'Bob',
        bio: null,
        bio_urls: [],
        urls: [],
        location: null,
        verified: false,
        followers_count: null,
        following_count: null,
        metadata: {},
      },
    ]);
  });

  it('drops NUL characters, which PostgreSQL cannot store, and skips rows without a username', async () => {
    const { summary, written } = await parse('username,bio\nal\u0000ice,a\u0000b\n,,\n   \n');
    expect(summary).toMatchObject({ count: 1, invalid: 0 });
    expect(written.map((lead) => [lead.username, lead.bio])).toEqual([['alice', 'ab']]);
  });

  it('reads tab and comma files, and multi-byte characters split across chunks', async () => {
    const accented = await parse('handle\tbio\nzoë_fan\tcafé ☕\nann\tß\n', {}, 1);
    expect(accented.summary.invalid).toBe(1);
    expect(accented.written.map((lead) => [lead.username, lead.bio])).toEqual([['ann', 'ß']]);
    const tabs = await parse('handle\tbio\nzoe\tcafé ☕ 😀\nann\tß\n', {}, 1);
    expect(tabs.written.map((lead) => [lead.username, lead.bio])).toEqual([
      ['zoe', 'café ☕ 😀'],
      ['ann', 'ß'],
    ]);
    const commas = await parse('name,username\r\nA,a1\r\nB,b2');
    expect(commas.written.map((lead) => [lead.username, lead.name])).toEqual([
      ['a1', 'A'],
      ['b2', 'B'],
    ]);
  });

  it('refuses a file without a username column, without valid usernames, or with broken quotes', async () => {
    expect(await refusal('name;bio\nA;B\n')).toEqual({ message: 'CSV file must contain a username column', kind: 'validation' });
    expect(await refusal('')).toEqual({ message: 'CSV file must contain a username column', kind: 'validation' });
    expect(await refusal('username\n!!!\n\n')).toEqual({ message: 'No valid usernames found in the file', kind: 'validation' });
    expect(await refusal('username,bio\nalice,"unterminated\n')).toEqual({ message: 'CSV parsing error: Quoted field unterminated', kind: 'validation' });
    expect(await refusal(`username,bio\nalice,${'x'.repeat(1_100_000)}\n`)).toEqual({
      message: 'CSV parsing error: a row is longer than 1,000,000 characters',
      kind: 'validation',
    });
    expect((await parse(`username,bio\nalice,${'x'.repeat(900_000)}\nbob,b\n`, {}, 65_536)).summary.count).toBe(2);
  });

  it('refuses a quoted row over the length limit by the limit, not by its unterminated quote', async () => {
    expect(await refusal(`username,bio\nalice,"${'x'.repeat(1_100_000)}\n`)).toEqual({
      message: 'CSV parsing error: a row is longer than 1,000,000 characters',
      kind: 'validation',
    });
  });

  it('keeps at most 50 columns besides the username, named in at most 100 characters', async () => {
    const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect((await parse(`username,${columns(50).join(',')}\nalice\n`)).summary.columns).toHaveLength(50);
    expect(await refusal(`username,${columns(51).join(',')}\nalice\n`)).toEqual({
      message: 'CSV parsing error: more than 50 columns besides the username (at most 50 are kept)',
      kind: 'validation',
    });
    expect(await refusal(`username,${'a,'.repeat(1_000)}b\nalice\n`)).toMatchObject({ message: expect.stringContaining('more than 50 columns') });
    expect((await parse(`username,${'n'.repeat(100)}\nalice,1\n`)).summary.columns).toEqual(['n'.repeat(100)]);
    expect(await refusal(`username,${'n'.repeat(101)}\nalice\n`)).toEqual({
      message: 'CSV parsing error: a column name is longer than 100 characters',
      kind: 'validation',
    });
  });

  it('refuses more unique leads than the credits left', async () => {
    expect(await refusal('username\na\nb\na\nc\n', { maxLeads: 2 })).toEqual({
      message:
        "This file has more leads than the 2 lead credits left. You've reached your leads limit. Delete existing Lead Source or upgrade to a higher plan to scrape new Leads!",
      kind: 'forbidden',
    });
    expect((await parse('username\na\nb\na\n', { maxLeads: 2 })).summary.count).toBe(2);
  });

  it('hands the sink every lead once, in batches, and stops on a failing write', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `user${i}`).join('\n');
    const batches: number[] = [];
    await parseLeadFile(chunked(`username\n${rows}\n`, 100), { fileName: 'a.csv', batchSize: 300 }, async (batch) => {
      batches.push(batch.length);
    });
    expect(batches).toEqual([300, 300, 300, 100]);
    await expect(
      parseLeadFile(chunked(`username\n${rows}\n`, 100), { fileName: 'a.csv', batchSize: 100 }, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
  });
});

describe('JSON files', () => {
  it('reads an array of usernames', async () => {
    const { summary, written } = await parse('["@Alice", "bob", "alice", "x.com/carol", "bad name", ""]', { fileName: 'leads.json' });
    expect(summary).toEqual({ count: 3, duplicates: 1, invalid: 1, columns: [] });
    expect(written.map((lead) => lead.username)).toEqual(['alice', 'bob', 'carol']);
  });

  it('reads an object with usernames and metadata keyed by username', async () => {
    const { summary, written } = await parse(
      JSON.stringify({
        usernames: ['@Alice', 'bob'],
        metadata: { '@Alice': { name: 'Alice', followers_count: 12, tags: ['a', 'b'], plan: { tier: 1 } }, bob: { bio: 'hi' } },
      }),
      { fileName: 'export.txt', mimeType: 'application/octet-stream' },
    );
    expect(summary.columns).toEqual(['name', 'followers_count', 'tags', 'plan', 'bio']);
    expect(written[0]).toMatchObject({ username: 'alice', name: 'Alice', followers_count: 12, metadata: { tags: 'a b', plan: '{"tier":1}' } });
    expect(written[1]).toMatchObject({ username: 'bob', bio: 'hi', metadata: {} });
  });

  it('keeps metadata to 50 fields named in at most 100 characters, and JSON files to 10 MB', async () => {
    const fields = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x']));
    expect(await refusal(JSON.stringify({ usernames: ['alice'], metadata: { alice: fields } }), { fileName: 'a.json' })).toEqual({
      message: 'Invalid JSON format: metadata with more than 50 columns besides the username (at most 50 are kept)',
      kind: 'validation',
    });
    expect(await refusal(JSON.stringify({ usernames: ['alice'], metadata: { alice: { ['k'.repeat(101)]: 'x' } } }), { fileName: 'a.json' })).toEqual({
      message: 'Invalid JSON format: metadata with a column name is longer than 100 characters',
      kind: 'validation',
    });
    const big = JSON.stringify(Array.from({ length: 800_000 }, (_, i) => `user_${i}_name`));
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(await refusal(big, { fileName: 'a.json' })).toEqual({
      message: 'A JSON file can be at most 10 MB. Please upload a larger list as a CSV file.',
      kind: 'too_large',
    });
  });

  it('refuses every other shape with the specification message', async () => {
    const message = 'Invalid JSON format: Expected array of usernames or object with usernames and metadata';
    for (const text of ['{"users": ["a"]}', '[1, 2]', '"alice"', '{"usernames": "alice"}', '{"usernames": ["a"], "metadata": [1]}', '[not json', 'null']) {
      expect(await refusal(text, { fileName: 'leads.json' })).toEqual({ message, kind: 'validation' });
    }
  });
});
