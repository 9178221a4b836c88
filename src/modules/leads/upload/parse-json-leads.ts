/** JSON reading of an upload: an array of usernames, or `{ usernames, metadata }`, parsed whole under its size cap, its leads handed to the collector. */

import { setImmediate as nextTurn } from 'node:timers/promises';
import { DomainError } from '../../../platform/http/domain-error';
import { LEAD_LIMITS, leadMessages } from '../contract';
import type { LeadCollector } from './lead-collector';
import { checkColumns, ITEMS_PER_TURN, refuse } from './lead-file-checks';
import { cleanLeadUsername, emptyLead, leadFieldOf, setLeadValue, storable } from './lead-record';

const jsonDetail = (text: string) => `Invalid JSON format: metadata with ${text}`;

export async function parseJson<T>(start: string, rest: AsyncIterator<string>, collector: LeadCollector<T>): Promise<string[]> {
  // JSON is parsed whole: capped, so that neither the text nor the parse holds the server long.
  const parts = [start];
  let size = Buffer.byteLength(start);
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    size += Buffer.byteLength(next.value);
    if (size > LEAD_LIMITS.maxJsonBytes) throw new DomainError(leadMessages.jsonTooLarge, 'json_too_large', 'too_large');
    parts.push(next.value);
  }
  let json: unknown;
  try {
    json = JSON.parse(parts.join(''));
  } catch {
    throw refuse(leadMessages.invalidJson, 'invalid_json');
  }
  let usernames: unknown;
  let metadata: Record<string, unknown> = {};
  if (Array.isArray(json)) {
    usernames = json;
  } else if (json !== null && typeof json === 'object' && Array.isArray((json as { usernames?: unknown }).usernames)) {
    usernames = (json as { usernames: unknown[] }).usernames;
    const given = (json as { metadata?: unknown }).metadata;
    if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given))) {
      throw refuse(leadMessages.invalidJson, 'invalid_json');
    }
    metadata = (given ?? {}) as Record<string, unknown>;
  } else {
    throw refuse(leadMessages.invalidJson, 'invalid_json');
  }
  if (!(usernames as unknown[]).every((item) => typeof item === 'string')) throw refuse(leadMessages.invalidJson, 'invalid_json');
  // Metadata is keyed by username as written in the file, or as cleaned.
  const byCleaned = new Map<string, unknown>();
  let seen = 0;
  for (const [key, value] of Object.entries(metadata)) {
    const cleaned = cleanLeadUsername(key);
    if (cleaned && !byCleaned.has(cleaned)) byCleaned.set(cleaned, value);
    if (++seen % ITEMS_PER_TURN === 0) await nextTurn();
  }
  const columns = new Set<string>();
  let known = 0;
  let n = 0;
  for (const raw of usernames as string[]) {
    if (raw.trim() === '') continue;
    const username = cleanLeadUsername(storable(raw));
    const lead = username ? emptyLead(username) : null;
    const fields = username ? (metadata[raw] ?? byCleaned.get(username)) : undefined;
    if (lead && fields !== null && typeof fields === 'object' && !Array.isArray(fields)) {
      for (const [header, value] of Object.entries(fields)) {
        if (value === null || value === undefined) continue;
        const text = Array.isArray(value) ? value.map(String).join(' ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
        const field = leadFieldOf(header);
        setLeadValue(lead, field, header, field === 'bio_urls' || field === 'urls' ? text.replace(/ /g, ',') : text);
        columns.add(storable(header.trim()));
        if (columns.size !== known) {
          checkColumns([...columns], jsonDetail);
          known = columns.size;
        }
      }
    }
    collector.add(lead);
    if (++n % ITEMS_PER_TURN === 0) {
      await collector.room();
      await nextTurn();
    }
  }
  return [...columns];
}
