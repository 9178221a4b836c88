/** What every lead file reader shares: its refusals, the check of the columns it keeps, and how often it lets other requests in. */

import { DomainError } from '../../../platform/http/domain-error';
import { LEAD_LIMITS, leadMessages } from '../contract';

export const refuse = (message: string, code: string) => new DomainError(message, code, 'validation');

/**
 * The columns kept besides the username: at most 50, names at most 100 characters (they go into the source's
 * event and every answer listing it). `detail` words the refusal for the file's kind.
 */
export function checkColumns(columns: readonly string[], detail: (text: string) => string): void {
  if (columns.length > LEAD_LIMITS.maxColumns) throw refuse(detail(leadMessages.tooManyColumns), 'too_many_columns');
  if (columns.some((column) => column.length > LEAD_LIMITS.maxColumnNameLength)) {
    throw refuse(detail(leadMessages.columnNameTooLong), 'column_name_too_long');
  }
}

/** Items handled between two turns of the event loop, so other requests are answered during a long file. */
export const ITEMS_PER_TURN = 5_000;
