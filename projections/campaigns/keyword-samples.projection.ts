import { type KeywordSampleEvent, keywordSampleEventTypes } from '../../src/modules/campaigns/samples/events';
import { defineProjection } from '../../src/platform/projections/projection';

export const KEYWORD_SAMPLES_PROJECTION = 'keyword-samples';

/** keyword_samples: one row per saved sample (name, type, keywords), skipping events at or below the row's version. */
export const keywordSamplesProjection = defineProjection<KeywordSampleEvent>({
  name: KEYWORD_SAMPLES_PROJECTION,
  handles: keywordSampleEventTypes,
  tables: ['keyword_samples'],
  async apply(trx, events) {
    for (const recorded of events) {
      const event = recorded;
      const at = recorded.createdAt;
      switch (event.type) {
        case 'KeywordSampleCreated':
          await trx
            .insertInto('keyword_samples')
            .values({
              id: event.data.sampleId,
              user_id: event.data.userId,
              name: event.data.name,
              type: event.data.sampleType,
              keywords: event.data.keywords,
              created_at: at,
              updated_at: at,
              stream_version: recorded.version,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'KeywordSampleEdited':
          await trx
            .updateTable('keyword_samples')
            .set({ name: event.data.name, keywords: event.data.keywords, updated_at: at, stream_version: recorded.version })
            .where('id', '=', event.data.sampleId)
            .where('stream_version', '<', recorded.version)
            .execute();
          break;
        case 'KeywordSampleDeleted':
          await trx.deleteFrom('keyword_samples').where('id', '=', event.data.sampleId).execute();
          break;
      }
    }
  },
});
