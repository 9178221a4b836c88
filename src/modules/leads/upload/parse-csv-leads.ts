/** CSV reading of an upload, streaming: the separator from the header line, the username column by its header, each row's lead handed to the collector. */

import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { detectSeparator, findUsernameColumn, leadMessages } from '../contract';
import type { LeadCollector } from './lead-collector';
import { checkColumns, refuse } from './lead-file-checks';
import { cleanLeadUsername, emptyLead, type LeadField, leadFieldOf, setLeadValue } from './lead-record';

/** The longest row read (in characters, quoted line breaks included). */
const MAX_ROW_CHARS = 1_000_000;
const ROW_TOO_LONG = 'a row is longer than 1,000,000 characters';

export async function parseCsv<T>(start: string, rest: AsyncIterator<string>, collector: LeadCollector<T>): Promise<string[]> {
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
