import type { Database } from '../../../platform/database/database';
import { csvLines, type ExportValue } from '../../leads';
import { outcomeReasonText } from '../contract';
import { DELIVERY_CSV_COLUMNS, type DeliveryRow } from './contract';
import { type DeliveriesWanted, readDeliveries } from './deliveries-query';

const PAGE_SIZE = 1000;

/** One row of the file, in DELIVERY_CSV_COLUMNS' order: the step (0 the first message), variations numbered from 1 as the page shows them. */
const fileRow = (row: DeliveryRow): ExportValue[] => [
  row.username,
  row.status,
  row.reason ? outcomeReasonText({ reason: row.reason, error_message: row.error_message }) : '',
  row.step,
  row.variation === null ? '' : row.variation + 1,
  row.at,
  row.conversation_url,
];

/**
 * The file in chunks: the byte-order mark and the header, then a page of rows at a time, each page read after
 * the last row of the one before (the ledger may grow while the file is written; rows are never read twice).
 */
export async function* deliveriesCsv(db: Database, wanted: DeliveriesWanted, byteOrderMark: string): AsyncGenerator<Buffer> {
  yield Buffer.from(byteOrderMark + csvLines([DELIVERY_CSV_COLUMNS]));
  let page = await readDeliveries(db, wanted, { offset: 0 }, PAGE_SIZE);
  while (page.rows.length > 0) {
    yield Buffer.from(csvLines(page.rows.map(fileRow)));
    if (page.rows.length < PAGE_SIZE || !page.last) return;
    page = await readDeliveries(db, wanted, { after: page.last }, PAGE_SIZE);
  }
}
