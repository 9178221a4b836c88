import { describe, expect, it } from 'vitest';
import {
  containsUnstorableBody,
  containsUnstorableJsonEscape,
  containsUnstorablePercentEncoded,
  containsUnstorableText,
  isUnstorableString,
} from './unstorable-text';

describe('unstorable text', () => {
  it('finds NUL and lone surrogates, and accepts paired surrogates and ordinary text', () => {
    expect(isUnstorableString('a\u0000b')).toBe(true);
    expect(isUnstorableString('a\uD800b')).toBe(true);
    expect(isUnstorableString('a\uDC00')).toBe(true);
    expect(isUnstorableString('\uDC00\uD800')).toBe(true);
    expect(isUnstorableString('😀 ünïcode @alice %00')).toBe(false);
  });

  it('walks parsed JSON values and keys, however deep', () => {
    expect(containsUnstorableText({ a: [1, true, null, { b: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ 'k\uD800': 1 })).toBe(true);
    expect(containsUnstorableText({ a: ['fine', 2, { b: 'also fine' }] })).toBe(false);
    expect(containsUnstorableText(Array.from({ length: 2_000_000 }, () => 0))).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });

  it('decodes percent escapes strictly as UTF-8 and leaves a stray % alone', () => {
    expect(containsUnstorablePercentEncoded('/api/x/a%00b')).toBe(true);
    expect(containsUnstorablePercentEncoded('/api/x?q=%ED%A0%80')).toBe(true);
    expect(containsUnstorablePercentEncoded('/api/x?q=%FF')).toBe(true);
    expect(containsUnstorablePercentEncoded('/api/x?q=%C3')).toBe(true);
    expect(containsUnstorablePercentEncoded('/api/x?q=%C3%BC%F0%9F%98%80&r=100%&s=%zz')).toBe(false);
  });

  it('reads \\u escapes of JSON text, such as a list filter parameter', () => {
    expect(containsUnstorableJsonEscape('{"q":"a\\u0000b"}')).toBe(true);
    expect(containsUnstorableJsonEscape('["\\udfff"]')).toBe(true);
    expect(containsUnstorableJsonEscape('{"q":"\\u00e9"}')).toBe(false);
    expect(containsUnstorableJsonEscape('not json \\u0000')).toBe(false);
  });

  it('reads raw bodies as strict UTF-8, including JSON escapes and form encoding', () => {
    const json = (text: string) => containsUnstorableBody(Buffer.from(text), 'application/json');
    expect(json('{"token":"a\\u0000b"}')).toBe(true);
    expect(json('{"email":"\\ud800@x.com"}')).toBe(true);
    expect(json('{"email":"\\ud83d\\ude00@x.com"}')).toBe(false);
    expect(json('{"email": ')).toBe(false);
    expect(containsUnstorableBody(Buffer.from([0x7b, 0xff, 0x7d]), 'application/json')).toBe(true);
    expect(containsUnstorableBody(Buffer.from('a\u0000'), 'text/plain')).toBe(true);
    const form = (text: string) => containsUnstorableBody(Buffer.from(text), 'application/x-www-form-urlencoded');
    expect(form('email=a%00b')).toBe(true);
    expect(form('email=a%40b.com')).toBe(false);
  });
});
