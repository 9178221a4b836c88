import type { Database } from '../../../platform/database/database';
import { csvLines } from '../../leads';
import { conversationUrl, profileUrl, REPLY_CSV_COLUMNS } from './contract';

const PAGE_SIZE = 1000;

/**
 * A campaign's replies as a file, newest first, in chunks: the byte-order mark and the header, then a page at a
 * time, each read after the last row of the one before (replies arriving meanwhile are never read twice). Cells
 * go through the export's CSV rule: quoted, and a text starting like a formula neutralised.
 */
export async function* repliesCsv(db: Database, workspaceId: string, campaignId: string, byteOrderMark: string): AsyncGenerator<Buffer> {
  yield Buffer.from(byteOrderMark + csvLines([REPLY_CSV_COLUMNS]));
  let after: { received_at: Date; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('campaign_replies as r')
      .leftJoin('x_profile_names as p', 'p.id', 'r.recipient_x_id')
      .select(['r.id', 'r.username', 'p.name', 'r.text', 'r.received_at', 'r.conversation_id'])
      .where('r.user_id', '=', workspaceId)
      .where('r.campaign_id', '=', campaignId);
    if (after) {
      const last = after;
      query = query.where((eb) => eb(eb.refTuple('r.received_at', 'r.id'), '<', eb.tuple(last.received_at, last.id)));
    }
    const rows = await query.orderBy('r.received_at', 'desc').orderBy('r.id', 'desc').limit(PAGE_SIZE).execute();
    if (rows.length === 0) return;
    yield Buffer.from(
      csvLines(rows.map((row) => [row.username, row.name ?? '', row.text, row.received_at.toISOString(), conversationUrl(row.conversation_id), profileUrl(row.username)])),
    );
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { received_at: last.received_at, id: last.id };
  }
}
