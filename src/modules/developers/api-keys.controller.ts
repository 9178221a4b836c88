import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Caller, CommandCaller, Commands } from '../../platform/commands/command-endpoint';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { SignedInGuard } from '../../platform/http/current-user';
import { DomainError } from '../../platform/http/domain-error';
import { ZodPipe } from '../../platform/http/zod-body';
import { newApiKey } from './access/api-key-format';
import { ChangeApiKeys } from './commands/change-api-keys.command';
import { apiKeyMessages } from './contract/messages';
import { type ApiKeyRow, type CreateApiKeyBody, type CreatedApiKey, createApiKeySchema } from './contract/schemas';
import { apiKeyRows } from './queries/api-key-rows';

/** The current workspace's API keys (Admins): listed, made (the key answered once), revoked at once. */
@ApiTags('Developers')
@Controller('developers/api-keys')
@UseGuards(SignedInGuard)
export class ApiKeysController {
  constructor(
    private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  list(@CommandCaller() caller: Caller): Promise<ApiKeyRow[]> {
    return apiKeyRows(this.db, caller.user.workspaceId);
  }

  @Post()
  @HttpCode(201)
  async create(@CommandCaller() caller: Caller, @Body(new ZodPipe(createApiKeySchema)) body: CreateApiKeyBody): Promise<CreatedApiKey> {
    const { key, keyHash, prefix } = newApiKey();
    const keyId = randomUUID();
    await this.commands.execute(
      new ChangeApiKeys({
        type: 'CreateApiKey',
        workspaceId: caller.user.workspaceId,
        keyId,
        name: body.name,
        scope: body.scope,
        prefix,
        keyHash,
        expiresInDays: body.expires_in_days,
        createdBy: caller.user.actorId,
        nowMs: Date.now(),
      }),
      caller,
    );
    const [row] = await apiKeyRows(this.db, caller.user.workspaceId, [keyId]);
    if (!row) throw new DomainError(apiKeyMessages.notFound, 'api_key_not_found', 'not_found');
    return { message: apiKeyMessages.created, key, api_key: row };
  }

  @Delete(':id')
  async revoke(@CommandCaller() caller: Caller, @Param('id') id: string): Promise<{ message: string }> {
    await this.commands.execute(new ChangeApiKeys({ type: 'RevokeApiKey', workspaceId: caller.user.workspaceId, keyId: id, nowMs: Date.now() }), caller);
    return { message: apiKeyMessages.revoked };
  }
}
