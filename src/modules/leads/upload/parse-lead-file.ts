import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Papa from 'papaparse';
import { DomainError } from '../../../platform/http/domain-error';
import { detectSeparator, findUsernameColumn, LEAD_LIMITS, leadMessages } from '../contract';
import { cleanLeadUsername, emptyLead, type LeadField, type LeadRecord, leadFieldOf, setLeadValue, storable } from './lead-record';

/** Where parsed leads go, a batch at a time (e.g. a COPY into the leads table), each lead as `encode` made it. */
export type LeadSink<T = LeadRecord> = (batch: T[]) => Promise<void>;

export interface ParseOptions {
  fileName: string;
  mimeType?: string;
  /** Leads per batch handed to the sink. */
  batchSize?: number;
  /** More unique leads than this refuses the file as soon as they are seen (the credits left). */
  maxLeads?: number;
}

export interface ParseSummary {
  /** Unique valid usernames written. */
  count: number;
  /** Rows whose username repeated an earlier row's. */
  duplicates: number;
  /** Rows without a valid X username. */
  invalid: number;
  /** The columns kept besides the username. */
  columns: string[];
}

const DEFAULT_BATCH = 5_000;
/** Batches handed to the sink and not yet written, before the parser waits. */
const MAX_PENDING_WRITES = 2;

/** The longest row read (in characters, quoted line breaks included). */
const MAX_ROW_CHARS = 1_000_000;
const ROW_TOO_LONG = 'a row is longer than 1,000,000 characters';

const refuse = (message: string, code: string) => new DomainError(message, code, 'validation');

/**
 * The columns kept besides the username: at most 50, names at most 100 characters (they go into the source's
 * event and every answer listing it). `detail` words the refusal for the file's kind.
 */
function checkColumns(columns: readonly string[], detail: (text: string) => string): void {
  if (columns.length > LEAD_LIMITS.maxColumns) throw refuse(detail(leadMessages.tooManyColumns), 'too_many_columns');
  if (columns.some((column) => column.length > LEAD_LIMITS.maxColumnNameLength)) {
    throw refuse(detail(leadMessages.columnNameTooLong), 'column_name_too_long');
  }
}

/** Items handled between two turns of the event loop, so other requests are answered during a long file. */
const ITEMS_PER_TURN = 5_000;

/**
 * Collects unique leads into batches and hands them to the sink, at most two writes at a time, in parallel.
 * Each lead is encoded as it is added (e.g. to its COPY line), so the parsed objects die young.
 */
class LeadCollector<T> {
  readonly seen = new Set<string>();
  duplicates = 0;
  invalid = 0;
  private batch: T[] = [];
  private readonly writes: Promise<void>[] = [];
  failure: unknown;

  constructor(
    private readonly sink: LeadSink<T>,
    private readonly encode: (lead: LeadRecord) => T,
    private readonly batchSize: number,
    private readonly maxLeads: number,
  ) {}

  add(lead: LeadRecord | null): void {
    if (!lead) {
      this.invalid++;
      return;
    }
    if (this.seen.has(lead.username)) {
      this.duplicates++;
      return;
    }
    this.seen.add(lead.username);
    if (this.seen.size > this.maxLeads) {
      throw new DomainError(leadMessages.fileExceedsCredits(this.maxLeads), 'lead_credits_exceeded', 'forbidden');
    }
    this.batch.push(this.encode(lead));
    if (this.batch.length >= this.batchSize) this.flush();
  }

  flush(): void {
    if (this.batch.length === 0) return;
    const batch = this.batch;
    this.batch = [];
    // Batches are written side by side (each on its own connection), at most two at a time.
    const write = this.sink(batch);
    write.catch((error: unknown) => {
      this.failure ??= error;
    });
    this.writes.push(write);
  }

  /** Waits while too many batches are being written (the parser's back-pressure). */
  async room(): Promise<void> {
    while (this.writes.length >= MAX_PENDING_WRITES) {
      await this.writes.shift()?.catch(() => undefined);
    }
    if (this.failure) throw this.failure;
  }

  /** Waits for the writes under way, whatever their outcome: after a refusal, nothing is written any more. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.writes.splice(0));
  }

  async finish(): Promise<void> {
    this.flush();
    const failed = (await Promise.allSettled(this.writes.splice(0))).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

/** Text handed to the parser at a time: however small the pieces arrive, an unfinished row is reparsed rarely. */
const TEXT_CHUNK = 64 * 1024;

/** The file as UTF-8 text (characters split between pieces kept whole, a byte-order mark dropped), in 64 KiB chunks. */
async function* decoded(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let first = true;
  for await (const chunk of chunks) {
    // Decoded UTF-8 holds no lone surrogates; NUL is the one character PostgreSQL cannot store.
    pending += withoutNul(decoder.write(chunk));
    if (first && pending.length > 0) {
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    if (pending.length >= TEXT_CHUNK) {
      yield pending;
      pending = '';
      // Pieces already received arrive without a turn of the event loop in between: let other requests in.
      await nextTurn();
    }
  }
  pending += withoutNul(decoder.end());
  if (pending.length > 0) yield pending;
}

const looksLikeJson = (fileName: string, mimeType: string | undefined, start: string) =>
  /\.json$/i.test(fileName) || /json/i.test(mimeType ?? '') || /^\s*[[{]/.test(start);

/**
 * Parses an uploaded file, CSV or JSON, streaming: the separator (comma, tab or semicolon) found from the
 * header line, the username column by its header (containing 'username' or 'handle'), usernames cleaned (a
 * leading @ dropped, X's username rule), known columns (name, bio, location, followers_count, ...) into the
 * lead's fields and the others kept as text metadata, duplicates within the file dropped. Unique leads go to
 * the sink in batches while the file is still arriving; refusals are DomainErrors with the specification's
 * messages.
 */
export function parseLeadFile(chunks: AsyncIterable<Buffer>, options: ParseOptions, sink: LeadSink): Promise<ParseSummary>;
export function parseLeadFile<T>(
  chunks: AsyncIterable<Buffer>,
  options: ParseOptions,
  sink: LeadSink<T>,
  encode: (lead: LeadRecord) => T,
): Promise<ParseSummary>;
export async function parseLeadFile<T>(
  chunks: AsyncIterable<Buffer>,
  options: ParseOptions,
  sink: LeadSink<T>,
  encode: (lead: LeadRecord) => T = (lead) => lead as T,
): Promise<ParseSummary> {
  const collector = new LeadCollector<T>(sink, encode, options.batchSize ?? DEFAULT_BATCH, options.maxLeads ?? Number.POSITIVE_INFINITY);
  const texts = decoded(chunks)[Symbol.asyncIterator]();
  const first = await texts.next();
  const start = first.done ? '' : first.value;
  let columns: string[];
  try {
    columns = looksLikeJson(options.fileName, options.mimeType, start)
      ? await parseJson(start, texts, collector)
      : await parseCsv(start, texts, collector);
    await collector.finish();
  } catch (error) {
    // The caller deletes what was written once this settles: no write may land after.
    await collector.settle();
    throw error;
  }
  if (collector.seen.size === 0) throw refuse(leadMessages.noValidUsernames, 'no_valid_usernames');
  return { count: collector.seen.size, duplicates: collector.duplicates, invalid: collector.invalid, columns };
}

const jsonDetail = (text: string) => `Invalid JSON format: metadata with ${text}`;

async function parseJson<T>(start: string, rest: AsyncIterator<string>, collector: LeadCollector<T>): Promise<string[]> {
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

async function parseCsv<T>(start: string, rest: AsyncIterator<string>, collector: LeadCollector<T>): Promise<string[]> {
  // The separator comes from the header line: read until the first line break.
  const head = [start];
  let seen = start;
  let headLength = start.length;
  while (!/[\r\n]/.test(seen)) {
    const next = await rest.next();
    if (next.done) break;
    head.push(next.value);
    seen = next.value;
    // The header line is a row too: one without end is refused at the same length.
    headLength += seen.length;
    if (headLength > MAX_ROW_CHARS) throw refuse(leadMessages.csvParsingError(ROW_TOO_LONG), 'csv_row_too_long');
  }
  const text = head.join('');
  const delimiter = detectSeparator(text.split(/\r\n|\r|\n/, 1)[0] ?? '');
  let headers: string[] | null = null;
  let usernameColumn = -1;
  let fields: (LeadField | null)[] = [];
  let failure: unknown;
  // Characters read since the parser last completed a row: papaparse reparses an unfinished row from its
  // start with every chunk, so an endless row is refused before that gets slow.
  let sinceRow = 0;
  async function* all(): AsyncGenerator<string> {
    yield text;
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      await collector.room();
      sinceRow += next.value.length;
      if (failure) return;
      if (sinceRow > MAX_ROW_CHARS) {
        failure = refuse(leadMessages.csvParsingError(ROW_TOO_LONG), 'csv_row_too_long');
        return;
      }
      yield next.value;
    }
  }

  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(Readable.from(all()), {
      delimiter,
      // Blank lines; a row of separators only has no username and is skipped below.
      skipEmptyLines: true,
      chunk(results, parser) {
        try {
          if (results.data.length > 0) sinceRow = 0;
          const quoteError = results.errors.find((error) => error.type === 'Quotes');
          if (quoteError) throw refuse(leadMessages.csvParsingError(quoteError.message), 'csv_parse_error');
          for (const cells of results.data) {
            if (!headers) {
              headers = cells.map((cell) => cell.trim());
              usernameColumn = findUsernameColumn(headers);
              if (usernameColumn < 0) throw refuse(leadMessages.usernameColumnRequired, 'username_column_required');
              checkColumns(
                headers.filter((header, i) => i !== usernameColumn && header !== ''),
                leadMessages.csvParsingError,
              );
              fields = headers.map(leadFieldOf);
              continue;
            }
            const raw = cells[usernameColumn] ?? '';
            if (raw.trim() === '') continue;
            const username = cleanLeadUsername(raw);
            if (!username) {
              collector.add(null);
              continue;
            }
            const lead = emptyLead(username);
            for (let i = 0; i < cells.length; i++) {
              if (i !== usernameColumn && i < headers.length) setLeadValue(lead, fields[i] ?? null, headers[i] ?? '', cells[i] ?? '', false);
            }
            collector.add(lead);
          }
        } catch (error) {
          // A row cut at the length limit ends unfinished (an open quote, say): the limit is the answer.
          failure ??= error;
          parser.abort();
        }
      },
      complete: () => (failure ? reject(failure) : resolve()),
      error: (error: Error) => reject(failure ?? refuse(leadMessages.csvParsingError(error.message), 'csv_parse_error')),
    });
  });
  if (!headers) throw refuse(leadMessages.usernameColumnRequired, 'username_column_required');
  const kept: string[] = headers;
  return kept.filter((header, i) => i !== usernameColumn && header !== '');
}
