import { describe, expect, it } from 'vitest';
import { explainStartFailure } from './embedded-postgres-error';

const context = { dataDir: '/srv/outtwit/postgres', port: 54329 };
const line = (level: string, words: string) => `2026-11-23 12:26:37.301 UTC [9819] ${level}:  ${words}`;

describe('explainStartFailure', () => {
  it('port in use: names the port and EMBEDDED_POSTGRES_PORT', () => {
    const message = explainStartFailure(
      [line('LOG', 'could not bind IPv4 address "127.0.0.1": Address already in use'), line('FATAL', 'could not create any TCP/IP sockets')],
      context,
    );
    expect(message).toBe(
      'Port 54329 on 127.0.0.1, where the embedded PostgreSQL listens, is in use by another program (PostgreSQL said: "could not bind IPv4 address "127.0.0.1": Address already in use"): set EMBEDDED_POSTGRES_PORT to a free port, or stop that program.',
    );
  });

  it.each([
    ['a data directory of another user', line('FATAL', 'data directory "/srv/outtwit/postgres" has wrong ownership'), 'belongs to another user'],
    ['refused permissions', line('FATAL', 'data directory "/srv/outtwit/postgres" has invalid permissions'), 'chmod 700'],
    ['a damaged data directory', line('PANIC', 'could not locate a valid checkpoint record'), 'is damaged'],
    ['another version', line('FATAL', 'database files are incompatible with server'), 'restore it from a backup'],
    ['a server of someone else', line('FATAL', 'lock file "postmaster.pid" already exists'), 'Another PostgreSQL server holds'],
    ['no access', line('FATAL', 'could not open file "global/pg_control": Permission denied'), 'may not use the data directory'],
    ['a missing file', line('PANIC', 'could not open file "global/pg_control": No such file or directory'), 'is damaged'],
  ])('%s: says what failed, with the server own words, and what to do', (_, said, expected) => {
    const message = explainStartFailure([line('LOG', 'starting PostgreSQL 18'), said], context);
    expect(message).toContain(expected);
    expect(message).toContain(context.dataDir);
    expect(message).toContain(said.replace(/^.*?(?:LOG|FATAL|PANIC):\s+/, ''));
  });

  it('an unforeseen failure still says where and what to check, never nothing', () => {
    expect(explainStartFailure([line('FATAL', 'something new')], context)).toBe(
      'The embedded PostgreSQL on data directory /srv/outtwit/postgres and port 54329 stopped while starting (PostgreSQL said: "something new"): check that directory and EMBEDDED_POSTGRES_PORT, or set DATABASE_URL to use another PostgreSQL.',
    );
    expect(explainStartFailure([], context)).toContain('stopped while starting: check that directory');
  });
});
