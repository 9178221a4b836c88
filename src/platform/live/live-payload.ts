import type { LiveChange } from './live-change';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_PAYLOAD_BYTES = 7900;
/** Past this many ids a change names the resource only: the browser refetches it whole anyway. */
export const MAX_IDS_PER_CHANGE = 100;

const keyOf = (change: LiveChange) => JSON.stringify([change.userId, change.resource]);

/**
 * One change per user and resource: ids are merged (deduplicated, in order); a change without ids (the whole
 * resource) absorbs the others, and too many ids are dropped in favour of the whole resource.
 */
export function coalesce(changes: readonly LiveChange[]): LiveChange[] {
  const merged = new Map<string, { userId: string; resource: string; ids?: Set<string> }>();
  for (const change of changes) {
    const key = keyOf(change);
    const current = merged.get(key);
    if (!current) {
      merged.set(key, { userId: change.userId, resource: change.resource, ids: change.ids ? new Set(change.ids) : undefined });
    } else if (!change.ids) {
      current.ids = undefined;
    } else if (current.ids) {
      for (const id of change.ids) current.ids.add(id);
    }
  }
  return [...merged.values()].map(({ userId, resource, ids }) =>
    ids && ids.size <= MAX_IDS_PER_CHANGE ? { userId, resource, ids: [...ids] } : { userId, resource },
  );
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Packs changes into as few NOTIFY payloads (JSON arrays) as fit under the size limit. A change whose ids
 * alone would not fit is sent without them.
 */
export function encodePayloads(changes: readonly LiveChange[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const change of coalesce(changes)) {
    let json = JSON.stringify(change);
    if (bytes(json) + 2 > MAX_PAYLOAD_BYTES) json = JSON.stringify({ userId: change.userId, resource: change.resource });
    const added = bytes(json) + (batch.length > 0 ? 1 : 0);
    if (batch.length > 0 && size + added > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(json);
    size += bytes(json) + (batch.length > 1 ? 1 : 0);
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

const isChange = (value: unknown): value is LiveChange => {
  const change = value as LiveChange;
  return (
    typeof change?.userId === 'string' &&
    typeof change.resource === 'string' &&
    (change.ids === undefined || (Array.isArray(change.ids) && change.ids.every((id) => typeof id === 'string')))
  );
};

/** The changes of one payload; anything malformed is left out. */
export function decodePayload(payload: string): LiveChange[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter(isChange) : [];
  } catch {
    return [];
  }
}
