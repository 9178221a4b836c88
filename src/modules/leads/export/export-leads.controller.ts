import { Readable } from 'node:stream';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { CurrentUser, type SignedInUser } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { RequiresPlan } from '../../billing';
import { EXPORT_COLUMNS, exportFileName, LEAD_LIMITS, leadMessages } from '../contract';
import { ownSource } from '../queries/source-rows';
import { attachmentHeader, BYTE_ORDER_MARK, exportHeader, exportLines } from './csv-export';

@ApiTags('Lead sources')
@Controller('lead-sources')
export class ExportLeadsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The source's leads as a CSV file (Pro only): UTF-8 with a byte-order mark, every cell quoted, streamed
   * from the database in pages of 1,000 ordered by username, so any size exports in constant memory.
   */
  @Get(':id/export')
  @RequiresPlan('csvDownload')
  async export(@CurrentUser() user: SignedInUser, @Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const source = await ownSource(this.db, user.workspaceId, id);
    const first = await this.page(source.id, null);
    if (first.length === 0) throw new DomainError(leadMessages.nothingToExport, 'no_leads_to_export', 'not_found');
    const pages = this.pages(source.id, first);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(exportFileName(source.name)))
      .header('cache-control', 'no-store')
      .send(Readable.from(pages, { objectMode: false }));
  }

  private page(sourceId: string, after: string | null) {
    let query = this.db.selectFrom('leads').select(EXPORT_COLUMNS).where('source_id', '=', sourceId);
    if (after !== null) query = query.where('username', '>', after);
    return query.orderBy('username').limit(LEAD_LIMITS.exportPageSize).execute();
  }

  /**
   * The file in chunks of one page each: the byte-order mark and header first. The next page is read while
   * this one is written out, so at most two pages are in memory.
   */
  private async *pages(sourceId: string, first: Awaited<ReturnType<ExportLeadsController['page']>>): AsyncGenerator<Buffer> {
    yield Buffer.from(BYTE_ORDER_MARK + exportHeader());
    let page = first;
    while (page.length > 0) {
      const next = page.length < LEAD_LIMITS.exportPageSize ? null : this.page(sourceId, page[page.length - 1]?.username ?? null);
      // A failed read of the next page surfaces when it is awaited, not as an unhandled rejection.
      next?.catch(() => undefined);
      yield Buffer.from(exportLines(page));
      if (!next) return;
      page = await next;
    }
  }
}
