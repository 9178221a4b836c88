import { type TemplateEvent, templateEventTypes } from '../../src/modules/campaigns/templates/events';
import { defineProjection } from '../../src/platform/projections/projection';

export const MESSAGE_TEMPLATES_PROJECTION = 'message-templates';

/** message_templates: one row per template (name, messages), skipping events at or below the row's version. */
export const messageTemplatesProjection = defineProjection<TemplateEvent>({
  name: MESSAGE_TEMPLATES_PROJECTION,
  handles: templateEventTypes,
  tables: ['message_templates'],
  async apply(trx, events) {
    for (const recorded of events) {
      const event = recorded;
      const at = recorded.createdAt;
      switch (event.type) {
        case 'TemplateCreated':
          await trx
            .insertInto('message_templates')
            .values({
              id: event.data.templateId,
              user_id: event.data.userId,
              name: event.data.name,
              messages: event.data.messages,
              created_at: at,
              updated_at: at,
              stream_version: recorded.version,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'TemplateEdited':
          await trx
            .updateTable('message_templates')
            .set({ name: event.data.name, messages: event.data.messages, updated_at: at, stream_version: recorded.version })
            .where('id', '=', event.data.templateId)
            .where('stream_version', '<', recorded.version)
            .execute();
          break;
        case 'TemplateDeleted':
          await trx.deleteFrom('message_templates').where('id', '=', event.data.templateId).execute();
          break;
      }
    }
  },
});
