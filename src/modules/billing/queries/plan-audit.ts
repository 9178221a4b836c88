import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { actorEmails, userByEmail } from '../../identity';
import { type PlanChangeEntry, type PlanEvent, planChangeOf, planStreamId } from '../plan/events';

export interface PlanAudit {
  userId: string;
  email: string;
  /** Each change with the email of the person who made it in the app (by 'user' or 'checkout'), else null. */
  entries: (PlanChangeEntry & { version: number; eventId: string; byEmail: string | null })[];
}

/** Every plan change of the user with this email, read from the event store (not from a read model). */
export async function planAudit(db: Database, eventStore: EventStore, email: string): Promise<PlanAudit | null> {
  const user = await userByEmail(db, email);
  if (!user) return null;
  const events = await eventStore.readStream(planStreamId(user.id));
  const emailOf = await actorEmails(db, events, user.id);
  const entries = events.flatMap((recorded) => {
    const entry = planChangeOf({ type: recorded.type, data: recorded.data } as PlanEvent);
    if (!entry) return [];
    const byPerson = entry.by === 'user' || entry.by === 'checkout';
    return [{ ...entry, version: recorded.version, eventId: recorded.id, byEmail: byPerson ? emailOf(recorded) : null }];
  });
  return { userId: user.id, email: user.email, entries };
}

const level = (value: PlanChangeEntry['from']) => (value ? `${value.plan}/${value.allowed_accounts}` : '-');

/** The audit as text: one line per change (when, by: a person's email or the source, from -> to, what), oldest first. */
export function formatPlanAudit(audit: PlanAudit): string {
  const header = `Plan changes of ${audit.email} (user ${audit.userId}): ${audit.entries.length}`;
  const rows = audit.entries.map((entry) => [entry.at, entry.byEmail ?? entry.by, `${level(entry.from)} -> ${level(entry.to)}`, entry.change]);
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => (row[column] as string).length)));
  const lines = rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] as number) : cell)).join('  '));
  return [header, ...lines].join('\n');
}
