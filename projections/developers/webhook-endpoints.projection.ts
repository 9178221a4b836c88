import { type WebhookEndpointEvent, webhookEndpointEventTypes } from '../../src/modules/developers/webhooks/events';
import { defineProjection } from '../../src/platform/projections/projection';

export const WEBHOOK_ENDPOINTS_PROJECTION = 'webhook-endpoints';

/** webhook_endpoints: a row per endpoint added, marked when removed, disabled or enabled again; keyed by its id, so a replay changes nothing. */
export const webhookEndpointsProjection = defineProjection<WebhookEndpointEvent>({
  name: WEBHOOK_ENDPOINTS_PROJECTION,
  handles: webhookEndpointEventTypes,
  tables: ['webhook_endpoints'],
  async apply(trx, events) {
    for (const recorded of events) {
      const event = recorded as WebhookEndpointEvent;
      if (event.type === 'WebhookEndpointAdded') {
        const { endpointId, workspaceId, url, eventTypes, createdBy, at } = event.data;
        await trx
          .insertInto('webhook_endpoints')
          .values({ id: endpointId, workspace_id: workspaceId, url, event_types: eventTypes, created_by: createdBy, created_at: at, removed_at: null, disabled_at: null, disabled_reason: null })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else if (event.type === 'WebhookEndpointRemoved') {
        await trx.updateTable('webhook_endpoints').set({ removed_at: event.data.at }).where('id', '=', event.data.endpointId).where('removed_at', 'is', null).execute();
      } else if (event.type === 'WebhookEndpointDisabled') {
        await trx.updateTable('webhook_endpoints').set({ disabled_at: event.data.at, disabled_reason: event.data.reason }).where('id', '=', event.data.endpointId).execute();
      } else {
        await trx.updateTable('webhook_endpoints').set({ disabled_at: null, disabled_reason: null }).where('id', '=', event.data.endpointId).execute();
      }
    }
  },
});
