import { describe, expect, it } from 'vitest';
import { shapedBody } from './error-body-shape';

describe('shapedBody', () => {
  it('leaves a { message, code } body alone', () => {
    expect(shapedBody('{"message":"Invalid email","code":"INVALID_EMAIL","extra":1}', 400)).toBeUndefined();
  });

  it('gives an empty, non-JSON or shapeless 4xx body the status text and an http_ code', () => {
    expect(shapedBody(undefined, 404)).toEqual({ message: 'Not Found', code: 'http_404' });
    expect(shapedBody('', 405)).toEqual({ message: 'Method Not Allowed', code: 'http_405' });
    expect(shapedBody('<html>nope</html>', 400)).toEqual({ message: 'Bad Request', code: 'http_400' });
    expect(shapedBody('null', 400)).toEqual({ message: 'Bad Request', code: 'http_400' });
    expect(shapedBody('{"error":"x"}', 422)).toEqual({ message: 'Unprocessable Entity', code: 'http_422' });
  });

  it('keeps a message that comes without a code', () => {
    expect(shapedBody(Buffer.from('{"message":"Too many requests"}'), 429)).toEqual({ message: 'Too many requests', code: 'http_429' });
  });
});
