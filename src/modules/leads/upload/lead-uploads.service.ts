import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import { type Caller, Commands } from '../../../platform/commands/command-endpoint';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import { ChangeLeadLibrary } from '../commands/change-lead-library.command';
import { LEAD_LIMITS, leadMessages, type UploadAnswer } from '../contract';
import { PlanLimitsReader } from '../queries/plan-limits';
import { storable } from './lead-record';
import { LeadRows } from './lead-rows';
import { type ParseSummary, parseLeadFile } from './parse-lead-file';

/** Imports of this many leads or more refresh the leads table's statistics. */
const ANALYZE_AFTER_LEADS = 10_000;

const nameAndFileRequired = () => new DomainError(leadMessages.fileAndNameRequired, 'file_and_name_required');

interface Upload {
  name?: string;
  fileName?: string;
  /** The file's processing: its summary, or the refusal. */
  parsed?: Promise<ParseSummary>;
  tooLarge: boolean;
}

/**
 * POST /api/lead-sources/upload: a multipart form with the source's name and its file, read as it arrives.
 * The file is parsed on the server (never trusting the browser's parse) and its unique leads written in
 * batches while it streams; then one command creates the source with its lead count, checking the name, the
 * free plan's 3 sources and the lead credits. A refused upload deletes what it wrote: nothing half-written.
 */
@Injectable()
export class LeadUploads {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly rows: LeadRows,
    private readonly plans: PlanLimitsReader,
    private readonly commands: Commands,
  ) {}

  async upload(caller: Caller, request: FastifyRequest): Promise<UploadAnswer> {
    const userId = caller.user.id;
    if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) throw nameAndFileRequired();
    const [limits, credits] = await Promise.all([
      this.plans.of(userId),
      this.db.selectFrom('lead_credits').select(['used', 'source_count']).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const remaining = Math.max(0, limits.creditsLimit - Number(credits?.used ?? 0));
    const sourceId = randomUUID();
    const upload: Upload = { tooLarge: false };
    try {
      await this.receive(request, upload, sourceId, remaining, credits?.source_count ?? 0, limits.plan === 'free', userId);
      const parsed = upload.parsed?.then(
        (summary) => ({ summary }),
        (error: unknown) => ({ error }),
      );
      const outcome = await parsed;
      // Over 50 MB: that is the answer, whatever the truncated file looked like.
      if (upload.tooLarge) throw new DomainError(leadMessages.fileTooLarge, 'file_too_large', 'too_large');
      if (outcome && 'error' in outcome) throw outcome.error;
      const summary = outcome?.summary;
      if (!summary || upload.name === undefined || upload.name.trim() === '') throw nameAndFileRequired();
      const command = new ChangeLeadLibrary({
        type: 'CreateLeadSource',
        userId,
        sourceId,
        name: upload.name,
        sourceType: 'csv',
        csvFilename: upload.fileName ?? null,
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
        name: created?.type === 'LeadSourceCreated' ? created.data.name : upload.name.trim(),
        total_leads: summary.count,
        duplicates_dropped: summary.duplicates,
        invalid_skipped: summary.invalid,
        message: leadMessages.fileProcessed(summary.count),
      };
    } catch (error) {
      await upload.parsed?.catch(() => undefined);
      await this.rows.deleteSource(sourceId);
      throw error;
    }
  }

  /** Reads the whole request: the name, and the first file parsed into leads while it arrives. */
  private receive(
    request: FastifyRequest,
    upload: Upload,
    sourceId: string,
    remaining: number,
    sourceCount: number,
    free: boolean,
    userId: string,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let form: busboy.Busboy;
      try {
        form = busboy({
          headers: request.headers,
          limits: { fileSize: LEAD_LIMITS.maxUploadBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
        });
      } catch {
        reject(nameAndFileRequired());
        return;
      }
      form.on('field', (field, value) => {
        if (field === 'name' && upload.name === undefined) upload.name = value;
      });
      let current: Readable | undefined;
      form.on('file', (field, file: Readable, info) => {
        if (field !== 'file' || upload.parsed) {
          file.resume();
          return;
        }
        current = file;
        upload.fileName = info.filename ? storable(info.filename).slice(0, 255) : undefined;
        file.on('limit', () => {
          upload.tooLarge = true;
        });
        upload.parsed = this.parse(file, info, upload, sourceId, remaining, sourceCount, free, userId);
        // Whatever happens to the parse, the rest of the file is read so the request completes.
        upload.parsed.then(
          () => file.resume(),
          () => file.resume(),
        );
      });
      form.on('close', () => resolve());
      // A broken form or a request cut off midway: the file being parsed ends with an error too.
      const fail = () => {
        current?.destroy(new Error('The upload did not complete'));
        reject(nameAndFileRequired());
      };
      form.on('error', fail);
      request.raw.on('error', fail);
      request.raw.on('aborted', fail);
      request.raw.pipe(form);
    });
  }

  private async parse(
    file: Readable,
    info: busboy.FileInfo,
    upload: Upload,
    sourceId: string,
    remaining: number,
    sourceCount: number,
    free: boolean,
    userId: string,
  ): Promise<ParseSummary> {
    // Refuse early what the command would refuse anyway (when the name came before the file).
    if (upload.name !== undefined) await this.precheck(userId, upload.name, sourceCount, free);
    if (remaining <= 0) {
      throw new DomainError(leadMessages.fileExceedsCredits(remaining), 'lead_credits_exceeded', 'forbidden');
    }
    return parseLeadFile(
      file.iterator({ destroyOnReturn: false }),
      { fileName: info.filename ?? '', mimeType: info.mimeType, maxLeads: remaining },
      (lines) => (upload.tooLarge ? Promise.resolve() : this.rows.writeLines(lines)),
      this.rows.lineFor(sourceId),
    );
  }

  private async precheck(userId: string, name: string, sourceCount: number, free: boolean): Promise<void> {
    const trimmed = name.trim();
    if (trimmed === '') throw nameAndFileRequired();
    if (free && sourceCount >= LEAD_LIMITS.freeMaxSources) {
      throw new DomainError(leadMessages.freeSourceLimit, 'free_source_limit', 'forbidden');
    }
    const taken = await this.db
      .selectFrom('lead_sources')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', trimmed.toLowerCase()))
      .executeTakeFirst();
    if (taken) throw new DomainError(leadMessages.duplicateSourceName, 'name_taken', 'conflict');
  }
}
