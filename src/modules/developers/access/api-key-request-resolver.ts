import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { sql } from 'kysely';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import type { ApiKeyResolver, SignedInPerson } from '../../../platform/http/current-user';
import { RateLimits } from '../../../platform/http/rate-limits';
import { apiKeyMessages } from '../contract/messages';
import { apiKeyHash } from './api-key-format';

/** A key's last use is written at most this often, so a busy key costs one write a minute, not one a request. */
const LAST_USE_EVERY_SECONDS = 60;

/**
 * The person an API key acts for: the one who made it, in the key's workspace (their role there is checked on
 * every request, as for a browser). An unknown, revoked or expired key answers 401; a key past its requests
 * per minute, 429 with Retry-After.
 */
@Injectable()
export class ApiKeyRequestResolver implements ApiKeyResolver {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimits: RateLimits,
  ) {}

  async resolve(key: string): Promise<SignedInPerson> {
    const found = await this.db
      .selectFrom('api_keys as k')
      .leftJoin('user_emails as u', 'u.id', 'k.created_by')
      .select(['k.id', 'k.workspace_id', 'k.scope', 'k.created_by', 'u.email', sql<boolean>`k.revoked_at is null and (k.expires_at is null or k.expires_at > now())`.as('works')])
      .where('k.key_hash', '=', apiKeyHash(key))
      .executeTakeFirst();
    if (!found?.works || !found.email) throw new UnauthorizedException(apiKeyMessages.invalid);
    await this.rateLimits.consume(found.id, [{ name: 'api-key', max: this.config.API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 }], apiKeyMessages.rateLimited);
    await sql`
      insert into api_key_uses (key_id, last_used_at) values (${found.id}, now())
      on conflict (key_id) do update set last_used_at = excluded.last_used_at
       where api_key_uses.last_used_at < now() - make_interval(secs => ${LAST_USE_EVERY_SECONDS})`.execute(this.db);
    return { id: found.created_by, email: found.email, apiKey: { id: found.id, workspaceId: found.workspace_id, readOnly: found.scope === 'read' } };
  }
}
