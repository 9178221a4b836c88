/** An uploaded lead file read, CSV or JSON, streaming: its kind chosen, its reader run, its leads written in batches and its summary answered. */

import { leadMessages } from '../contract';
import { decoded } from './decoded-text';
import { LeadCollector, type LeadSink } from './lead-collector';
import { refuse } from './lead-file-checks';
import type { LeadRecord } from './lead-record';
import { parseCsv } from './parse-csv-leads';
import { parseJson } from './parse-json-leads';

export type { LeadSink } from './lead-collector';

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
