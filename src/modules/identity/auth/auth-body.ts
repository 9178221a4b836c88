/**
 * Bodies of the auth requests whose fields the app reads itself (the email that rate limits count, the
 * profile fields it checks). They are read here once, strictly, and better-auth is handed the very object
 * read here, re-encoded as plain JSON: whatever the client sent (a byte-order mark, `Application/JSON`, a
 * charset, a form, duplicate keys, escapes, an address in capitals or with spaces), the limit and
 * better-auth see the same email. What cannot be read unambiguously is refused.
 */

export type AuthBody = { ok: true; fields: Record<string, unknown> } | { ok: false; message: string; code: string };

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const utf8 = new TextDecoder('utf-8', { fatal: true });

const refused = (message: string, code = 'invalid_body'): AuthBody => ({ ok: false, message, code });

/** The media type (lower-cased) of a Content-Type, or undefined when its parameters name another charset. */
function mediaTypeOf(contentType: string): string | undefined {
  const [type, ...parameters] = contentType.split(';');
  for (const parameter of parameters) {
    const [name, value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    if (!/^"?utf-?8"?$/i.test(value.trim())) return undefined;
  }
  return type.trim().toLowerCase();
}

/** The same address whatever its spelling: better-auth compares lower-cased addresses. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Reads a body as JSON or form fields, with `email` normalised. */
export function readAuthBody(body: Buffer | undefined, contentType: string | undefined): AuthBody {
  if (!body || body.length === 0) return { ok: true, fields: {} };
  const mediaType = mediaTypeOf(contentType ?? '');
  if (mediaType !== JSON_TYPE && mediaType !== FORM_TYPE) {
    return refused('Send the request as application/json (UTF-8).', 'unsupported_media_type');
  }
  let text: string;
  try {
    // Decoding drops a leading byte-order mark.
    text = utf8.decode(body);
  } catch {
    return refused('The request body is not valid UTF-8.');
  }
  const fields = mediaType === JSON_TYPE ? jsonFields(text) : formFields(text);
  if (!fields) return refused('The request body could not be read.');
  if ('email' in fields) {
    if (typeof fields.email !== 'string') return refused('Email must be text.', 'invalid_email');
    fields.email = normalizeEmail(fields.email);
  }
  return { ok: true, fields };
}

function jsonFields(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...(parsed as Record<string, unknown>) } : undefined;
  } catch {
    return undefined;
  }
}

/** Form fields; a field given twice is ambiguous (which one would count?) and refused. */
function formFields(text: string): Record<string, unknown> | undefined {
  const params = new URLSearchParams(text);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name)) return undefined;
    fields[name] = value;
  }
  return fields;
}

export const MAX_NAME_LENGTH = 100;
export const MAX_IMAGE_URL_LENGTH = 2048;

/** Checks the profile fields a sign-up or profile update may carry: a short name and an https image. */
export function profileProblem(fields: Record<string, unknown>): { message: string; code: string } | undefined {
  const { name, image } = fields;
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_NAME_LENGTH)) {
    return { message: `Name must be text of at most ${MAX_NAME_LENGTH} characters.`, code: 'invalid_name' };
  }
  if (image !== undefined && image !== null && image !== '' && !isHttpsUrl(image)) {
    return { message: `Image must be an https URL of at most ${MAX_IMAGE_URL_LENGTH} characters.`, code: 'invalid_image' };
  }
  return undefined;
}

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_IMAGE_URL_LENGTH || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '';
}
