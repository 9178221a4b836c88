import { cameAfter, type DirectMessage } from '../../x';
import type { FollowUpPlan } from '../run/campaign-config';
import { type Candidate, variationFor } from '../run/decide-reservation';

/**
 * The rules of a campaign's follow-ups, in pure functions: when a lead's next step is due, whether the lead wrote
 * back (which ends the sequence), and what the step does. `due-follow-ups.ts` reads the facts and
 * `reserve-follow-up.ts` writes the decision; the database checks under its locks that the facts still hold.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Real milliseconds to wait before each follow-up, in order: its days on the pace's clock (`delayScale` shrinks a
 * day as every other wait of the runner is shrunk: demo mode's day lasts 30 s).
 */
export const followUpWaitsMs = (plans: readonly FollowUpPlan[], delayScale: number): number[] =>
  plans.map((plan) => Math.round(plan.waitDays * DAY_MS * delayScale));

/** A lead's last message of the campaign, sent, whose next step may be due. */
export interface SentStep {
  username: string;
  sourceId: string;
  recipientXId: string | null;
  /** The step that was sent (0: the first message). */
  step: number;
  /** When it was sent (the ledger's finished_at), epoch milliseconds. */
  sentAtMs: number;
  /** X's id of the first message the campaign sent the lead, when known, and when it was sent: replies count from it on. */
  firstMessageId: string | null;
  firstSentAtMs: number;
  /** The lead's fields for personalisation. */
  lead: Pick<Candidate, 'name' | 'followers_count' | 'metadata'>;
  /** On the user's Do Not Contact list when read. */
  listed: boolean;
}

/** When the step after `sent` is due (epoch milliseconds), or null when the sequence has no step after it. */
export function nextStepDueAt(waitsMs: readonly number[], sent: Pick<SentStep, 'step' | 'sentAtMs'>): number | null {
  const wait = waitsMs[sent.step];
  return wait === undefined ? null : sent.sentAtMs + wait;
}

/**
 * Whether the lead wrote in the conversation after the campaign's first message: any message from the lead after
 * it, by the rule replies are matched with (X's ids, else times), even one the reply poller has not seen yet.
 */
export function leadWroteBack(messages: readonly DirectMessage[], leadXId: string, first: { id: string | null; atMs: number }): boolean {
  return messages.some((message) => message.senderId === leadXId && cameAfter(message, first));
}

export type FollowUpDecision =
  /** Send the step: its variation and text. */
  | { state: 'reserved'; variation: number; message: string }
  /** Not sent, and the sequence ends for the lead: it wrote back, or is on the Do Not Contact list. */
  | { state: 'skipped_replied' | 'skipped_do_not_contact' }
  /** The step's template is gone: nothing is written; the step waits (the campaign can be edited once paused). */
  | { state: 'no_template' };

/**
 * What a due step does: a lead on the Do Not Contact list (when the campaign uses it) or who wrote back gets no
 * follow-up; otherwise one of the step's variations, picked uniformly.
 */
export function decideFollowUp(input: {
  plan: FollowUpPlan;
  listed: boolean;
  useDoNotContactList: boolean;
  wroteBack: boolean;
  random: () => number;
}): FollowUpDecision {
  if (input.useDoNotContactList && input.listed) return { state: 'skipped_do_not_contact' };
  if (input.wroteBack) return { state: 'skipped_replied' };
  const { messages } = input.plan;
  if (messages.length === 0) return { state: 'no_template' };
  // A follow-up's template does not learn: its variations are picked as a first message's are without 'Optimise automatically'.
  const variation = variationFor({ messages, optimiseAutomatically: false }, null, input.random);
  return { state: 'reserved', variation, message: messages[variation] as string };
}

/** What a read of a campaign's due steps found, and what is left of it. */
export interface DueRead {
  /** When it was read (epoch milliseconds, the real clock the waits run on). */
  readAtMs: number;
  /** Due steps read and not served yet. */
  dueLeft: number;
  /** When the earliest step not due at the read becomes due; null when none was waiting. */
  nextDueAt: number | null;
}

/**
 * Whether a read of the due steps still tells every step due at `nowMs`, so that the run's new leads may wait for
 * the next read (a day's quota serves due follow-ups first). A step sent after the read (by this worker or another)
 * is due no earlier than the read plus the shortest wait, so a read younger than that misses none; the steps
 * waiting at the read are covered by `nextDueAt`. `maxAgeMs` bounds how long a read is used at all (a reply or a
 * Do Not Contact entry since is checked by the reservation, not by the read).
 */
export function dueReadHolds(read: DueRead, nowMs: number, waitsMs: readonly number[], maxAgeMs: number): boolean {
  if (nowMs - read.readAtMs >= Math.min(maxAgeMs, ...waitsMs)) return false;
  return read.dueLeft > 0 || read.nextDueAt === null || read.nextDueAt > nowMs;
}

/**
 * Every lead processed by the first message: the campaign completes unless a lead may still get a follow-up (sent
 * a step with one after it, no reply, the next step not written), in which case the run waits for the earliest
 * due step.
 */
export function afterLastLead(pendingDueAt: number | null, nowMs: number): { kind: 'complete' } | { kind: 'wait'; ms: number } {
  if (pendingDueAt === null) return { kind: 'complete' };
  return { kind: 'wait', ms: Math.max(0, pendingDueAt - nowMs) };
}
