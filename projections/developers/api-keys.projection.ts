import { type ApiKeyEvent, apiKeyEventTypes } from '../../src/modules/developers/api-keys/events';
import { defineProjection } from '../../src/platform/projections/projection';

export const API_KEYS_PROJECTION = 'api-keys';

/** api_keys: a row per key made, marked when revoked. Keyed by the key's id, so a replayed event changes nothing. */
export const apiKeysProjection = defineProjection<ApiKeyEvent>({
  name: API_KEYS_PROJECTION,
  handles: apiKeyEventTypes,
  tables: ['api_keys'],
  async apply(trx, events) {
    for (const recorded of events) {
      const event = recorded as ApiKeyEvent;
      if (event.type === 'ApiKeyCreated') {
        const { keyId, workspaceId, name, scope, prefix, keyHash, createdBy, expiresAt, at } = event.data;
        await trx
          .insertInto('api_keys')
          .values({ id: keyId, workspace_id: workspaceId, name, scope, prefix, key_hash: keyHash, created_by: createdBy, created_at: at, expires_at: expiresAt, revoked_at: null })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else {
        await trx.updateTable('api_keys').set({ revoked_at: event.data.at }).where('id', '=', event.data.keyId).where('revoked_at', 'is', null).execute();
      }
    }
  },
});
