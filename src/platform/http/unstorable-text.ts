/**
 * Text PostgreSQL refuses (NUL) or cannot encode (a lone UTF-16 surrogate, bytes that are not UTF-8).
 * Finding it where a request enters lets us answer 400 instead of failing later in a query.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function isUnstorableString(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether any string or key in a parsed JSON value is unstorable. Iterative, so deep nesting cannot overflow the stack. */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorableString(item)) return true;
    } else if (Array.isArray(item)) {
      // One at a time: spreading a million-element array would overflow the call stack.
      for (const element of item) pending.push(element);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, nested] of Object.entries(item)) {
        if (isUnstorableString(key)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

/**
 * Whether percent-encoded text (a URL, a form body, a cookie value) decodes to unstorable text. Each run of
 * %XX escapes must be whole UTF-8; a stray % that starts no escape is left as it is, as the parsers do.
 */
export function containsUnstorablePercentEncoded(text: string): boolean {
  if (isUnstorableString(text)) return true;
  for (const [run] of text.matchAll(PERCENT_RUN)) {
    const decoded = decodeStrictUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'));
    if (decoded === undefined || isUnstorableString(decoded)) return true;
  }
  return false;
}

/** Whether a raw body is not UTF-8 or carries unstorable text, also inside JSON escapes or form encoding. */
export function containsUnstorableBody(body: Buffer, contentType: string | undefined): boolean {
  const text = decodeStrictUtf8(body);
  if (text === undefined || isUnstorableString(text)) return true;
  if (contentType?.includes('application/x-www-form-urlencoded')) return containsUnstorablePercentEncoded(text);
  return containsUnstorableJsonEscape(text);
}

/**
 * Whether text that is JSON (a raw body, a ra-data-simple-rest filter parameter) spells unstorable text
 * with \u escapes. Text that is not JSON is left to whoever reads it, who refuses it as malformed.
 */
export function containsUnstorableJsonEscape(text: string): boolean {
  if (!text.includes('\\u')) return false;
  try {
    return containsUnstorableText(JSON.parse(text));
  } catch {
    return false;
  }
}

function decodeStrictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}
