import type { Event } from '../../../platform/event-store/event-store.port';
import type { RoadmapStatus } from '../contract';

/** An operator put an item on the roadmap. */
export type RoadmapItemAdded = Event<
  'RoadmapItemAdded',
  { itemId: string; title: string; description: string; status: RoadmapStatus; eta: string | null; by: 'operator'; at: string }
>;
/** An operator moved an item to another column of the roadmap. */
export type RoadmapItemMoved = Event<'RoadmapItemMoved', { itemId: string; from: RoadmapStatus; to: RoadmapStatus; by: 'operator'; at: string }>;

export type RoadmapEvent = RoadmapItemAdded | RoadmapItemMoved;

export const roadmapEventTypes = ['RoadmapItemAdded', 'RoadmapItemMoved'] as const;

/** The roadmap is one short stream: a handful of operator decisions a month. */
export const ROADMAP_STREAM_ID = 'roadmap';
