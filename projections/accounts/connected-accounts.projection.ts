import { type AccountEvent, accountEventTypes } from '../../src/modules/accounts/account/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { defineProjection, type ProjectionTransaction } from '../../src/platform/projections/projection';

export const CONNECTED_ACCOUNTS_PROJECTION = 'connected-accounts';

type Recorded = RecordedEvent<AccountEvent>;

async function applyOne(trx: ProjectionTransaction, recorded: Recorded): Promise<void> {
  const event = recorded;
  const at = recorded.createdAt;
  const version = recorded.version;
  const update = (accountId: string) => trx.updateTable('connected_accounts').where('id', '=', accountId).where('stream_version', '<', version);
  switch (event.type) {
    case 'AccountConnected': {
      const { data } = event;
      await trx
        .insertInto('connected_accounts')
        .values({
          id: data.accountId,
          user_id: data.userId,
          profile_id: data.profileId,
          twitter_username: data.username,
          twitter_name: data.name,
          twitter_profile_image: data.profileImageUrl,
          verified: data.verified,
          x_created_at: data.xCreatedAt ?? null,
          x_conversations: data.conversations ?? null,
          health: 'healthy',
          health_checked_at: at,
          created_at: at,
          updated_at: at,
          stream_version: version,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'ProxyConfigured': {
      const { data } = event;
      await update(data.accountId)
        .set({
          has_proxy: true,
          proxy_type: data.proxyType,
          proxy_ip: data.host,
          proxy_port: data.port,
          proxy_username: data.username,
          has_proxy_password: data.hasPassword,
          updated_at: at,
          stream_version: version,
        })
        .execute();
      return;
    }
    case 'ProxyRemoved':
      await update(event.data.accountId)
        .set({
          has_proxy: false,
          proxy_type: null,
          proxy_ip: null,
          proxy_port: null,
          proxy_username: null,
          has_proxy_password: false,
          updated_at: at,
          stream_version: version,
        })
        .execute();
      return;
    case 'AccountHealthChecked': {
      const { data } = event;
      await update(data.accountId)
        .set({
          health: data.health,
          health_detail: data.detail,
          health_checked_at: at,
          ...(data.username !== undefined ? { twitter_username: data.username } : {}),
          ...(data.name !== undefined ? { twitter_name: data.name } : {}),
          ...(data.profileImageUrl !== undefined ? { twitter_profile_image: data.profileImageUrl } : {}),
          ...(data.verified !== undefined ? { verified: data.verified } : {}),
          ...(data.xCreatedAt !== undefined ? { x_created_at: data.xCreatedAt } : {}),
          ...(data.conversations !== undefined ? { x_conversations: data.conversations } : {}),
          stream_version: version,
        })
        .execute();
      return;
    }
    case 'AccountDisconnected':
      await trx.deleteFrom('connected_accounts').where('id', '=', event.data.accountId).execute();
      return;
  }
}

/**
 * The connected accounts read model (the specification's profiles without tokens): one row per account,
 * removed at once on disconnect. Rows keep the stream version they reflect, so a replayed event changes nothing.
 */
export const connectedAccountsProjection = defineProjection<AccountEvent>({
  name: CONNECTED_ACCOUNTS_PROJECTION,
  handles: accountEventTypes,
  tables: ['connected_accounts'],
  async apply(trx, events) {
    for (const recorded of events) await applyOne(trx, recorded);
  },
});
