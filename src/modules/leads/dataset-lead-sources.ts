import { Injectable } from '@nestjs/common';
import { type Caller, Commands } from '../../platform/commands/command-endpoint';
import type { DatasetLead, DatasetSourceToRecord, LeadSourceWriter } from '../dataset';
import { ChangeLeadLibrary } from './commands/change-lead-library.command';
import { LeadRows } from './upload/lead-rows';

/** The lead sources context as the dataset's LeadSourceWriter: COPY into the leads table, CreateLeadSource. */
@Injectable()
export class DatasetLeadSources implements LeadSourceWriter {
  constructor(
    private readonly rows: LeadRows,
    private readonly commands: Commands,
  ) {}

  async writeLeads(sourceId: string, leads: readonly DatasetLead[]): Promise<void> {
    const line = this.rows.lineFor(sourceId);
    await this.rows.writeLines(leads.map(line));
  }

  async record(caller: Caller, source: DatasetSourceToRecord): Promise<void> {
    const command = new ChangeLeadLibrary({
      type: 'CreateLeadSource',
      userId: caller.user.workspaceId,
      sourceId: source.sourceId,
      name: source.name,
      sourceType: 'dataset',
      csvFilename: null,
      csvColumns: [],
      leadCount: source.leadCount,
      plan: source.plan,
      creditsLimit: source.creditsLimit,
      searchCriteria: source.searchCriteria,
    });
    await this.commands.execute(command, caller);
  }

  discard(sourceId: string): Promise<void> {
    return this.rows.deleteSource(sourceId);
  }
}
