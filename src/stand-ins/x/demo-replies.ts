/**
 * Replies in the demo world. A recipient answers an account's first DM to them with a chance set by the DM's
 * wording, so each message variation of a campaign has its own reply rate and the demo shows one pulling ahead.
 * Everything is a hash, never a random draw: the same recipient and wording give the same answer every run.
 */
import { hash32, unit } from './population';

export interface DemoReplyPlan {
  /** The lowest and highest reply rates a wording can have; where it falls between them is fixed by the wording. */
  rates: readonly [number, number];
  /** Once a sender has written to this many new recipients and none replied, the next new one replies: a demo
   * campaign shows its first reply within its first few DMs whatever its wording. */
  firstReplyBy: number;
  /** A reply arrives afterMs to afterMs + spreadMs (simulated time) after the DM. */
  afterMs: number;
  spreadMs: number;
  texts: readonly string[];
}

export const DEMO_REPLY_PLAN: DemoReplyPlan = {
  rates: [0.1, 0.4],
  firstReplyBy: 5,
  afterMs: 3_000,
  spreadMs: 4_000,
  texts: [
    'Thanks for reaching out! Happy to hear more. What does it cost?',
    'Hey, appreciate the message. Can you send me a link?',
    'Interesting, I might be up for a quick call next week.',
    'Not right now, but thanks for thinking of me.',
    'Sure, tell me more about how it works.',
  ],
};

/** What the demo world knows of a recipient to tell a variation's wording from its personalisation. */
export interface DemoRecipient {
  name: string;
  screenName: string;
}

/** Words, with handles whole (underscores inside), in lower case. */
const wordsOf = (text: string) => text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

/**
 * A DM's wording without its personalisation, so one variation sent to many people reads the same: the words
 * of the recipient's name and handle, numbers (follower counts) and 'there' (the greeting when a lead has no
 * first name) are left out. Values from a CSV upload's own columns are not known here and stay in.
 */
export function wordingOf(text: string, recipient: DemoRecipient | undefined): string {
  const theirs = new Set(recipient ? [...wordsOf(recipient.name), recipient.screenName.toLowerCase()] : []);
  return wordsOf(text)
    .filter((word) => !theirs.has(word) && word !== 'there' && !/\p{N}/u.test(word))
    .join(' ');
}

/** The reply rate of a wording: a fixed point of the plan's band. */
export function replyRateOf(plan: DemoReplyPlan, wording: string): number {
  const [lowest, highest] = plan.rates;
  return lowest + (highest - lowest) * unit('demo-reply-rate', wording);
}

/** A sender's first DM to a new recipient, as the demo world's reply rule reads it. */
export interface FirstDm {
  recipientId: string;
  recipient: DemoRecipient | undefined;
  text: string;
  /** How many distinct recipients the sender has written to, this one included. */
  nthRecipient: number;
  /** Whether any recipient of the sender has replied in the demo world yet. */
  senderHadReply: boolean;
}

/** The reply a recipient gives to a sender's first DM to them in the demo world, if any. */
export function demoReply(plan: DemoReplyPlan, dm: FirstDm): { delayMs: number; text: string } | null {
  const wording = wordingOf(dm.text, dm.recipient);
  const drawn = unit('demo-reply', dm.recipientId, wording) < replyRateOf(plan, wording);
  const overdue = !dm.senderHadReply && dm.nthRecipient >= plan.firstReplyBy;
  if (!drawn && !overdue) return null;
  const h = hash32('demo-reply', dm.recipientId);
  return { delayMs: plan.afterMs + (plan.spreadMs > 0 ? h % plan.spreadMs : 0), text: plan.texts[h % plan.texts.length] };
}
