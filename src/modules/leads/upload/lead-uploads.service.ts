import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { type BeforeApplicationShutdown, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Caller, Commands } from '../../../platform/commands/command-endpoint';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { ChangeLeadLibrary } from '../commands/change-lead-library.command';
import { leadMessages, type UploadAnswer } from '../contract';
import { checkSourceName, refuseOverFreeSourceLimit, refuseTakenSourceName } from '../library/source-rules';
import { creditsLeftFor } from '../queries/credits-left';
import { PlanLimitsReader } from '../queries/plan-limits';
import { LeadRows } from './lead-rows';
import { type ParseSummary, parseLeadFile } from './parse-lead-file';
import { UploadForm } from './upload-form';
import { UploadSlots } from './upload-slots';

/** Imports of this many leads or more refresh the leads table's statistics. */
const ANALYZE_AFTER_LEADS = 10_000;

const nameAndFileRequired = () => new DomainError(leadMessages.fileAndNameRequired, 'file_and_name_required');

/**
 * POST /api/lead-sources/upload: a multipart form with the source's name and then its file, read as it arrives.
 * What would refuse it is checked before the file is read: the free plan's 3 sources and the credits left when
 * the request arrives, the name when its part arrives (a file before the name is refused). The file is parsed on
 * the server (never trusting the browser's parse) and its unique leads written in batches while it streams; then
 * one command creates the source with its lead count, checking the name, the sources and the credits again. A
 * refused upload is answered at once and deletes what it wrote: nothing half-written. At most 2 uploads per user
 * run at a time; a shutdown answers the ones in progress and cuts their connections.
 */
@Injectable()
export class LeadUploads implements BeforeApplicationShutdown {
  private readonly slots = new UploadSlots();
  private readonly inProgress = new Set<UploadForm<ParseSummary>>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly rows: LeadRows,
    private readonly plans: PlanLimitsReader,
    private readonly commands: Commands,
  ) {}

  async upload(caller: Caller, request: FastifyRequest, response: ServerResponse): Promise<UploadAnswer> {
    const userId = caller.user.workspaceId;
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) throw nameAndFileRequired();
    const release = this.slots.claim(userId);
    const sourceId = randomUUID();
    let form: UploadForm<ParseSummary> | undefined;
    try {
      const [limits, credits] = await Promise.all([
        this.plans.of(userId),
        this.db.selectFrom('lead_credits').select(['used', 'source_count']).where('user_id', '=', userId).executeTakeFirst(),
      ]);
      // What running scrapes have found counts too: an upload cannot take credits a scrape's leads already use.
      const remaining = await creditsLeftFor(this.db, userId, limits.creditsLimit);
      // Refused before a byte of the body is read.
      refuseOverFreeSourceLimit(limits.plan, credits?.source_count ?? 0);
      if (remaining <= 0) throw new DomainError(leadMessages.fileExceedsCredits(remaining), 'lead_credits_exceeded', 'forbidden');
      form = new UploadForm<ParseSummary>(request.raw, response, {
        name: (name) => this.checkName(userId, name),
        file: (chunks, info) =>
          parseLeadFile(
            chunks,
            { fileName: info.filename ?? '', mimeType: info.mimeType, maxLeads: remaining },
            (lines) => this.rows.writeLines(lines),
            this.rows.lineFor(sourceId),
          ),
      });
      this.inProgress.add(form);
      const { name, fileName, parsed: summary } = await form.done;
      const command = new ChangeLeadLibrary({
        type: 'CreateLeadSource',
        userId,
        sourceId,
        name,
        sourceType: 'csv',
        csvFilename: fileName ?? null,
        csvColumns: summary.columns,
        leadCount: summary.count,
        plan: limits.plan,
        creditsLimit: limits.creditsLimit,
      });
      const { events } = await this.commands.execute(command, caller);
      if (summary.count >= ANALYZE_AFTER_LEADS) this.rows.analyzeSoon();
      const created = events.find((event) => event.type === 'LeadSourceCreated');
      return {
        id: sourceId,
        name: created?.type === 'LeadSourceCreated' ? created.data.name : name.trim(),
        total_leads: summary.count,
        duplicates_dropped: summary.duplicates,
        invalid_skipped: summary.invalid,
        message: leadMessages.fileProcessed(summary.count),
      };
    } catch (error) {
      if (form) {
        await form.parsing;
        await this.rows.deleteSource(sourceId);
      }
      throw error;
    } finally {
      release();
      // A refused upload's body may still be arriving (and thrown away): a shutdown cuts it too.
      const done = form;
      if (done && request.raw.complete) this.inProgress.delete(done);
      else if (done) request.raw.once('close', () => this.inProgress.delete(done));
    }
  }

  /** Answers the uploads still being read (503) and cuts their connections, so the HTTP server closes in time. */
  beforeApplicationShutdown(): void {
    for (const form of this.inProgress) form.interrupt(new ServiceUnavailableException(leadMessages.uploadInterrupted));
  }

  /**
   * Refuses, before the file is read, a blank, too long or taken name by the library's own rules (the command
   * checks it again); blank is the form's message, a name and a file being both required.
   */
  private async checkName(userId: string, name: string): Promise<void> {
    if (name.trim() === '') throw nameAndFileRequired();
    const trimmed = checkSourceName(name);
    const sources = await this.db.selectFrom('lead_sources').select('name').where('user_id', '=', userId).execute();
    refuseTakenSourceName(sources.map((source) => source.name), trimmed);
  }
}
