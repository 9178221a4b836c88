import { type RoadmapEvent, roadmapEventTypes } from '../../src/modules/feedback/roadmap/events';
import { defineProjection } from '../../src/platform/projections/projection';
import { olderThan } from '../../src/platform/projections/stream-version-guard';

export const ROADMAP_PROJECTION = 'roadmap';

/** The roadmap's items; each row keeps the roadmap stream's version of its last change. */
export const roadmapProjection = defineProjection<RoadmapEvent>({
  name: ROADMAP_PROJECTION,
  handles: roadmapEventTypes,
  tables: ['roadmap_items'],
  async apply(trx, events) {
    for (const recorded of events) {
      const event = recorded as RoadmapEvent;
      const at = recorded.createdAt;
      if (event.type === 'RoadmapItemAdded') {
        const { itemId, title, description, status, eta } = event.data;
        await trx
          .insertInto('roadmap_items')
          .values({ id: itemId, title, description, status, eta, created_at: at, updated_at: at, stream_version: recorded.version })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else {
        await trx
          .updateTable('roadmap_items')
          .set({ status: event.data.to, updated_at: at, stream_version: recorded.version })
          .where('id', '=', event.data.itemId)
          .where(olderThan(recorded.version))
          .execute();
      }
    }
  },
});
