/** Reading Stripe's form-encoded parameters (parsed by qs): strings, integers, booleans, metadata, expand lists. */
import { invalidParam, missingParam } from './errors';

export type Params = Record<string, unknown>;

/** A nested parameter object (`a[b]=…`), or an empty one. */
export function obj(params: Params, key: string): Params {
  const value = params[key];
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidParam(key, `Invalid object`, 'parameter_invalid_object');
  return value as Params;
}

/** A list parameter (`a[0]=…`, or `a[]=…`), or an empty one. qs gives arrays, or objects for sparse indices. */
export function list(params: Params, key: string): unknown[] {
  const value = params[key];
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value as Params);
  return [value];
}

export function str(params: Params, key: string, path = key): string | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(path, `Invalid string: ${JSON.stringify(value)}`, 'parameter_invalid_string');
  return value;
}

export function requiredStr(params: Params, key: string, path = key): string {
  const value = str(params, key, path);
  if (value === undefined || value === '') throw missingParam(path);
  return value;
}

export function int(params: Params, key: string, path = key): number | undefined {
  const value = str(params, key, path);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(path, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

export function bool(params: Params, key: string, path = key): boolean | undefined {
  const value = str(params, key, path);
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(path, `Invalid boolean: ${value}`, 'parameter_invalid_boolean');
  return value === 'true';
}

export function oneOf<T extends string>(params: Params, key: string, values: readonly T[], path = key): T | undefined {
  const value = str(params, key, path);
  if (value === undefined || value === '') return undefined;
  if (!(values as readonly string[]).includes(value)) {
    throw invalidParam(path, `Invalid ${path}: must be one of ${values.join(', ')}`, 'parameter_invalid_string');
  }
  return value as T;
}

/**
 * Metadata as Stripe keeps it: string values, an empty value unsets a key, at most 50 keys of up to 40
 * characters with values up to 500 characters.
 */
export function mergeMetadata(current: Record<string, string>, params: Params, key = 'metadata'): Record<string, string> {
  if (params[key] === '') return {};
  const update = obj(params, key);
  const next = { ...current };
  for (const [name, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalidParam(`${key}[${name}]`, 'Invalid metadata value', 'parameter_invalid_string');
    if (name.length > 40) throw invalidParam(`${key}[${name}]`, 'Metadata keys can have up to 40 characters.', 'parameter_invalid_string');
    if (value.length > 500) throw invalidParam(`${key}[${name}]`, 'Metadata values can have up to 500 characters.', 'parameter_invalid_string');
    if (value === '') delete next[name];
    else next[name] = value;
  }
  if (Object.keys(next).length > 50) throw invalidParam(key, 'Metadata can have up to 50 keys.', 'parameter_invalid_string');
  return next;
}

export const expandList = (params: Params) => list(params, 'expand').filter((e): e is string => typeof e === 'string');

/** A URL Stripe would accept for success_url, cancel_url and return_url: http or https. */
export function url(params: Params, key: string, required: boolean): string | undefined {
  const value = required ? requiredStr(params, key) : str(params, key);
  if (value === undefined || value === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value.replace('{CHECKOUT_SESSION_ID}', 'placeholder'));
  } catch {
    throw invalidParam(key, 'Not a valid URL', 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalidParam(key, 'Not a valid URL', 'url_invalid');
  return value;
}
