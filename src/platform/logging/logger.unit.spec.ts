import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, writeLogsTo } from './logger';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  writeLogsTo({ write: (line: string) => void lines.push(JSON.parse(line)) });
  return lines;
};

afterEach(() => writeLogsTo(undefined));

describe('loggers', () => {
  it('given a service logger, when it logs secrets, then tokens and passwords are redacted, in fields, messages and errors', () => {
    const lines = capture();
    const logger = createLogger('info').child({ context: 'accounts' });
    logger.info({ session: { auth_token: 'a1', ct0: 'c1' }, proxy: { password: 'p1' }, account: { authToken: 'k1' } }, 'connected');
    logger.warn('opened http://localhost:3000/reset-password?token=t1');
    logger.error({ err: new Error('failed at /api/auth/reset-password/t2') }, 'failed');
    expect(lines[0]).toMatchObject({ level: 30, service: 'outtwit', context: 'accounts', msg: 'connected' });
    expect(lines[0]).toMatchObject({ session: { auth_token: '[redacted]', ct0: '[redacted]' }, proxy: { password: '[redacted]' }, account: { authToken: '[redacted]' } });
    expect(lines[1]?.msg).toBe('opened http://localhost:3000/reset-password?token=[redacted]');
    expect(lines[2]?.err).toMatchObject({ type: 'Error', message: 'failed at /api/auth/reset-password/[redacted]' });
    expect(JSON.stringify(lines)).not.toMatch(/a1|c1|p1|k1|t1|t2/);
  });

  it('given loggers at different levels, when they log, then each keeps its own level', () => {
    const lines = capture();
    createLogger('warn').info('hidden');
    createLogger('trace').trace('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });

  it('given a logger made before the logs were redirected, when it logs, then the line goes to the new destination', () => {
    const logger = createLogger('info');
    const lines = capture();
    logger.info('here');
    expect(lines.map((line) => line.msg)).toEqual(['here']);
  });
});
