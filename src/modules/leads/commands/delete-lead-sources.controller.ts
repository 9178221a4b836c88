import { Body, Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../platform/http/current-user';
import { ZodPipe } from '../../../platform/http/zod-body';
import { type BulkDeleteAnswer, type BulkDeleteBody, bulkDeleteSchema, type DeleteAnswer, leadMessages } from '../contract';
import { LEAD_SOURCES_IN_USE, type LeadSourcesInUse } from '../queries/lead-sources-in-use';
import { LeadRows } from '../upload/lead-rows';
import { ChangeLeadLibrary } from './change-lead-library.command';

@ApiTags('Lead sources')
@Controller('lead-sources')
@UseGuards(SignedInGuard)
export class DeleteLeadSourcesController {
  constructor(
    private readonly commands: Commands,
    private readonly rows: LeadRows,
    @Inject(LEAD_SOURCES_IN_USE) private readonly inUse: LeadSourcesInUse,
  ) {}

  /** Deletes one of the user's sources and its leads, unless a running, paused or completed campaign uses it. */
  @Delete(':id')
  async deleteOne(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<DeleteAnswer> {
    await this.delete(caller, [id]);
    return { id, message: leadMessages.deleted };
  }

  /** Deletes several of the user's sources, all or none. */
  @Post('delete')
  @HttpCode(200)
  async deleteMany(@CommandCaller() caller: Caller, @Body(new ZodPipe(bulkDeleteSchema)) body: BulkDeleteBody): Promise<BulkDeleteAnswer> {
    const ids = await this.delete(caller, body.ids);
    return { ids, message: ids.length === 1 ? leadMessages.deleted : leadMessages.deletedMany(ids.length) };
  }

  private async delete(caller: Caller, sourceIds: string[]): Promise<string[]> {
    const userId = caller.user.workspaceId;
    const inUse = await this.inUse.campaignsUsing(userId, sourceIds);
    const { events } = await this.commands.execute(
      new ChangeLeadLibrary({ type: 'DeleteLeadSources', userId, sourceIds, inUse: [...inUse.keys()] }),
      caller,
    );
    const deleted = events.flatMap((event) => (event.type === 'LeadSourceDeleted' ? [event.data.sourceId] : []));
    // The leads of a deleted source are never read again; they go after the event, in short statements.
    for (const sourceId of deleted) await this.rows.deleteSource(sourceId);
    return deleted;
  }
}
