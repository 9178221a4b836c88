import { Body, Controller, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../../platform/commands/command-endpoint';
import { SignedInGuard } from '../../../platform/http/current-user';
import { ZodPipe } from '../../../platform/http/zod-body';
import { leadMessages, type RenameAnswer, type RenameSourceBody, renameSourceSchema } from '../contract';
import { ChangeLeadLibrary } from './change-lead-library.command';

@ApiTags('Lead sources')
@Controller('lead-sources')
@UseGuards(SignedInGuard)
export class RenameLeadSourceController {
  constructor(private readonly commands: Commands) {}

  /** Renames one of the user's sources; names are unique among them. */
  @Patch(':id')
  patch(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(renameSourceSchema)) body: RenameSourceBody) {
    return this.rename(caller, id, body);
  }

  /** The same, as react-admin's update sends it. */
  @Put(':id')
  put(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(renameSourceSchema)) body: RenameSourceBody) {
    return this.rename(caller, id, body);
  }

  /** The same, as a command (POST /api/lead-sources/:id/rename). */
  @Post(':id/rename')
  command(@CommandCaller() caller: Caller, @Param('id') id: string, @Body(new ZodPipe(renameSourceSchema)) body: RenameSourceBody) {
    return this.rename(caller, id, body);
  }

  private async rename(caller: Caller, sourceId: string, body: RenameSourceBody): Promise<RenameAnswer> {
    const name = body.name.trim();
    await this.commands.execute(new ChangeLeadLibrary({ type: 'RenameLeadSource', userId: caller.user.workspaceId, sourceId, name }), caller);
    return { id: sourceId, name, message: leadMessages.renamed };
  }
}
