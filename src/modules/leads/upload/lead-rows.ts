import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PG_POOL } from '../../../platform/database/database.module';
import { copyField, copyLine, LEAD_COPY_COLUMNS } from './copy-text';
import type { LeadRecord } from './lead-record';

/** Rows deleted per statement when a source's leads go. */
const DELETE_BATCH = 20_000;

/**
 * The leads table: bulk rows keyed by (source, username), written with COPY a batch at a time. Each batch is
 * its own short statement (a long transaction would hold back every event subscriber); rows of a source
 * without its LeadSourceCreated are never read, and are deleted when its import is refused.
 */
@Injectable()
export class LeadRows {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Turns a lead into its COPY line for `sourceId` (usernames are X usernames: only the id may need escaping). */
  lineFor(sourceId: string): (lead: LeadRecord) => string {
    const source = copyField(sourceId);
    return (lead) => copyLine(source, lead);
  }

  /** Writes COPY lines made by `lineFor` in one COPY statement. */
  async writeLines(lines: readonly string[]): Promise<void> {
    if (lines.length === 0) return;
    const text = lines.join('');
    const client = await this.pool.connect();
    try {
      await new Promise<void>((resolve, reject) => {
        const stream = client.query(copyFrom(`copy leads (${LEAD_COPY_COLUMNS}) from stdin`));
        stream.on('finish', resolve);
        stream.on('error', reject);
        stream.end(text);
      });
    } finally {
      client.release();
    }
  }

  /**
   * Refreshes the planner's statistics of the leads table after a large import, in the background: with stale
   * ones a page of a new source (source_id = $1 and username > $2 order by username limit n) is planned as a
   * scan of all its rows and a sort instead of a walk along the primary key, some 20 times slower.
   */
  analyzeSoon(): void {
    if (this.analyzing) return;
    this.analyzing = this.pool
      .query('analyze leads')
      .catch(() => undefined)
      .finally(() => {
        this.analyzing = undefined;
      });
  }
  private analyzing?: Promise<unknown>;

  /** Deletes a source's leads in batches of short statements. */
  async deleteSource(sourceId: string): Promise<void> {
    for (;;) {
      const result = await this.pool.query(
        `delete from leads where ctid = any(array(select ctid from leads where source_id = $1 limit ${DELETE_BATCH}))`,
        [sourceId],
      );
      if ((result.rowCount ?? 0) < DELETE_BATCH) return;
    }
  }
}
