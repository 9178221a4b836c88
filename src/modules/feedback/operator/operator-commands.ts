import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../../platform/commands/aggregate-streams';
import { fold } from '../../../platform/commands/decider';
import type { Database } from '../../../platform/database/database';
import type { EventMetadata, EventStore } from '../../../platform/event-store/event-store.port';
import { DomainError } from '../../../platform/http/domain-error';
import { type FeedbackStatus, feedbackStatuses, feedbackStatusLabels, type RoadmapStatus } from '../contract';
import { feedbackItemDecider } from '../item/decide';
import { type FeedbackItemEvent, feedbackItemStreamId } from '../item/events';
import { roadmapDecider, roadmapRows } from '../roadmap/decide';
import { ROADMAP_STREAM_ID, type RoadmapEvent } from '../roadmap/events';

/**
 * What `npm run roadmap` and `npm run feedback` do, as functions over the event store (and, to list the
 * board, its read model). Every change is an event whose metadata names the operator, like any user's.
 */

/**
 * Users' text as the terminal shows it: control characters (an ESC sequence, a line break) as \u escapes, so
 * a title cannot clear or recolour the operator's screen or fake a line of the list.
 */
export function printable(text: string): string {
  let shown = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    shown += code < 0x20 || (code >= 0x7f && code < 0xa0) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return shown;
}

/** Who and which command: the operator, with ids to trace the change. */
const operatorMetadata = (): EventMetadata => ({ userId: 'operator', correlationId: `cli-${randomUUID()}`, commandId: randomUUID() });

export async function addRoadmapItem(store: EventStore, item: { title: string; description?: string; status?: string; eta?: string }): Promise<string> {
  const itemId = randomUUID();
  const command = { type: 'AddRoadmapItem' as const, itemId, title: item.title, description: item.description ?? '', status: item.status ?? 'planned', eta: item.eta ?? null, at: new Date().toISOString() };
  const { events } = await handleCommand(store, ROADMAP_STREAM_ID, roadmapDecider, command, operatorMetadata());
  const added = events[0] as Extract<RoadmapEvent, { type: 'RoadmapItemAdded' }>;
  return `Added roadmap item ${itemId} (${added.data.status}${added.data.eta ? `, ETA ${added.data.eta}` : ''}): ${added.data.title}`;
}

export async function moveRoadmapItem(store: EventStore, itemId: string, status: string): Promise<string> {
  const command = { type: 'MoveRoadmapItem' as const, itemId, status, at: new Date().toISOString() };
  const { events } = await handleCommand(store, ROADMAP_STREAM_ID, roadmapDecider, command, operatorMetadata());
  const moved = events[0] as Extract<RoadmapEvent, { type: 'RoadmapItemMoved' }>;
  return `Moved roadmap item ${itemId}: ${moved.data.from} -> ${moved.data.to}`;
}

/** The roadmap as the event store has it now (not the read model, which a stopped app does not update). */
export async function listRoadmap(store: EventStore): Promise<string> {
  const events = await store.readStream(ROADMAP_STREAM_ID);
  const rows = roadmapRows(fold(roadmapDecider, events.map((event) => ({ type: event.type, data: event.data }) as RoadmapEvent)));
  if (rows.length === 0) return 'The roadmap is empty. Add an item: npm run roadmap -- add "<title>" [--status planned|in-progress|completed] [--eta <text>]';
  const widths = { status: Math.max(...rows.map((row) => row.status.length)), eta: Math.max(3, ...rows.map((row) => (row.eta ?? '-').length)) };
  return [
    `Roadmap: ${rows.length} item(s)`,
    ...rows.map((row) => `${row.status.padEnd(widths.status)}  ${row.id}  ${(row.eta ?? '-').padEnd(widths.eta)}  ${row.title}`),
  ].join('\n');
}

export async function changeFeedbackStatus(store: EventStore, feedbackId: string, status: string): Promise<string> {
  if (!(feedbackStatuses as readonly string[]).includes(status)) {
    throw new DomainError(`Status must be one of ${feedbackStatuses.join(', ')} (rejected is shown as Not Planned)`, 'validation');
  }
  const command = { type: 'ChangeFeedbackStatus' as const, feedbackId, status: status as FeedbackStatus, at: new Date().toISOString() };
  try {
    const { events } = await handleCommand(store, feedbackItemStreamId(feedbackId), feedbackItemDecider, command, operatorMetadata());
    const changed = events[0];
    if (changed?.type !== 'FeedbackStatusChanged') return `Feedback item ${feedbackId} is already ${status}; nothing changed`;
    return `Feedback item ${feedbackId}: ${changed.data.from} -> ${changed.data.to} (shown as ${feedbackStatusLabels[changed.data.to]})`;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') throw new DomainError(`No feedback item with the id ${feedbackId}`, 'not_found', 'not_found');
    throw error;
  }
}

/**
 * Every change of one item, oldest first, from its event stream: when, by whom (the author's id or
 * 'operator'), and what. Votes live on streams of their own; the current count comes from the read model.
 */
export async function feedbackHistory(store: EventStore, db: Database, feedbackId: string): Promise<string> {
  const events = await store.readStream(feedbackItemStreamId(feedbackId));
  if (events.length === 0) throw new DomainError(`No feedback item with the id ${feedbackId}`, 'not_found', 'not_found');
  const lines = events.map((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as FeedbackItemEvent;
    const by = recorded.metadata.userId ?? '-';
    const when = recorded.createdAt.toISOString();
    if (event.type === 'FeedbackSubmitted') return `${when}  ${by}  submitted (${event.data.type}): ${printable(event.data.title)}`;
    if (event.type === 'FeedbackStatusChanged') return `${when}  ${by}  status ${event.data.from} -> ${event.data.to}`;
    return `${when}  ${by}  deleted`;
  });
  const row = await db.selectFrom('feedback_items').select(['votes', 'status']).where('id', '=', feedbackId).executeTakeFirst();
  return [`History of feedback item ${feedbackId}: ${events.length} change(s)${row ? `; ${row.votes} vote(s) now` : ''}`, ...lines].join('\n');
}

/** The board as the read model has it: status, votes, id, type and title, newest first. */
export async function listFeedback(db: Database): Promise<string> {
  const rows = await db
    .selectFrom('feedback_items')
    .select(['id', 'status', 'votes', 'type', 'title'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  if (rows.length === 0) return 'No feedback items yet.';
  const width = Math.max(...rows.map((row) => row.status.length));
  return [`Feedback: ${rows.length} item(s)`, ...rows.map((row) => `${row.status.padEnd(width)}  ${String(row.votes).padStart(5)}  ${row.id}  ${row.type.padEnd(7)}  ${printable(row.title)}`)].join('\n');
}

export type { RoadmapStatus };
