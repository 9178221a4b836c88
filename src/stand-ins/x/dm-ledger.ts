/**
 * The DMs of the simulated X: every message between users, in order (what inboxes show), the DMs accounts sent,
 * and replies scheduled to arrive later (delivered once the simulated clock reaches them).
 */
import { type DemoRecipient, type DemoReplyPlan, demoReply } from './demo-replies';
import { type SimMessage, snowflake } from './responses';
import type { SimClock } from './sim-clock';

export interface SentDm {
  id: string;
  senderId: string;
  recipientId: string;
  text: string;
  at: number;
  conversationId: string;
  requestId?: string;
}

/** Whether two messages share most of their words. */
function similar(a: string, b: string): boolean {
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 1),
    );
  const x = words(a);
  const y = words(b);
  if (x.size === 0 && y.size === 0) return true;
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  // Overlap of the shorter message's words: a template with names filled in stays similar.
  return common / Math.max(1, Math.min(x.size, y.size)) >= 0.6;
}

/** Every message in the simulated X and the DMs accepted from the accounts. */
export class DmLedger {
  private readonly sent: SentDm[] = [];
  private readonly messages: SimMessage[] = [];
  /** The same messages by sender and request id, and by conversation: looked up at every send and read. */
  private readonly byRequestId = new Map<string, SimMessage>();
  private readonly byConversation = new Map<string, SimMessage[]>();
  private seq = 0;
  private readonly scheduled: Array<{ at: number; senderId: string; recipientId: string; text: string }> = [];
  /** Distinct recipients per sender, in the order first written to (the demo's quick first reply counts them). */
  private readonly recipientsOf = new Map<string, Set<string>>();
  /** Senders one of whose recipients has replied in the demo world. */
  private readonly repliedTo = new Set<string>();
  /** When set, recipients reply to accounts' DMs as the plan says; null: nobody replies on their own. */
  replyPlan: DemoReplyPlan | null;

  constructor(
    private readonly clock: SimClock,
    replyPlan: DemoReplyPlan | null = null,
    /** A user's name and handle, which the demo world's replies tell apart from a message's wording. */
    private readonly recipientOf: (userId: string) => DemoRecipient | undefined = () => undefined,
  ) {
    this.replyPlan = replyPlan;
  }

  /** Every DM accepted, in order. */
  dms(filter: { senderId?: string; recipientId?: string } = {}): SentDm[] {
    return this.sent.filter(
      (dm) => (filter.senderId === undefined || dm.senderId === filter.senderId) && (filter.recipientId === undefined || dm.recipientId === filter.recipientId),
    );
  }

  /** Records a message between two users, in both inboxes (at `at`, default now). */
  record(senderId: string, recipientId: string, text: string, requestId?: string, at?: number): SimMessage {
    const time = at ?? this.clock.now();
    this.seq += 1;
    const [low, high] = BigInt(senderId) <= BigInt(recipientId) ? [senderId, recipientId] : [recipientId, senderId];
    const message: SimMessage = {
      seq: this.seq,
      id: snowflake(time, this.seq),
      time,
      conversationId: `${low}-${high}`,
      senderId,
      recipientId,
      text,
      requestId,
    };
    this.messages.push(message);
    // The first message under a request id is the one a retried send answers with.
    const requestKey = `${senderId}:${requestId}`;
    if (requestId !== undefined && !this.byRequestId.has(requestKey)) this.byRequestId.set(requestKey, message);
    const thread = this.byConversation.get(message.conversationId);
    if (thread) thread.push(message);
    else this.byConversation.set(message.conversationId, [message]);
    return message;
  }

  /** Records a DM an account sent: in both inboxes and among the DMs accepted. */
  send(senderId: string, recipientId: string, text: string, requestId: string): SimMessage {
    this.deliverDue();
    const message = this.record(senderId, recipientId, text, requestId);
    this.sent.push({ id: message.id, senderId, recipientId, text, at: message.time, conversationId: message.conversationId, requestId });
    this.scheduleReply(senderId, recipientId, text, message.time);
    return message;
  }

  /** A message that arrives once the simulated clock reaches `at`. */
  schedule(senderId: string, recipientId: string, text: string, at: number): void {
    this.scheduled.push({ at, senderId, recipientId, text });
  }

  /** Records the scheduled messages whose time has come, oldest first, at their own time. */
  deliverDue(): void {
    const now = this.clock.now();
    const due = this.scheduled.filter((s) => s.at <= now).sort((a, b) => a.at - b.at);
    if (due.length === 0) return;
    for (const s of due) {
      this.scheduled.splice(this.scheduled.indexOf(s), 1);
      this.record(s.senderId, s.recipientId, s.text, undefined, s.at);
    }
  }

  private scheduleReply(senderId: string, recipientId: string, text: string, sentAt: number): void {
    const recipients = this.recipientsOf.get(senderId) ?? new Set<string>();
    this.recipientsOf.set(senderId, recipients);
    if (recipients.has(recipientId)) return;
    recipients.add(recipientId);
    if (!this.replyPlan) return;
    const reply = demoReply(this.replyPlan, {
      recipientId,
      recipient: this.recipientOf(recipientId),
      text,
      nthRecipient: recipients.size,
      senderHadReply: this.repliedTo.has(senderId),
    });
    if (!reply) return;
    this.repliedTo.add(senderId);
    this.schedule(recipientId, senderId, reply.text, sentAt + reply.delayMs);
  }

  /** The message a sender already sent under this request id (a retried send), if any. */
  sentWithRequestId(senderId: string, requestId: string): SimMessage | undefined {
    return this.byRequestId.get(`${senderId}:${requestId}`);
  }

  /** Whether the sender's last n DMs are all similar to the text (X then takes the next one for automation). */
  repeatsSimilar(senderId: string, text: string, n: number): boolean {
    const recent = this.sent.filter((dm) => dm.senderId === senderId).slice(-n);
    return recent.length >= n && recent.every((dm) => similar(dm.text, text));
  }

  /** The messages of a conversation, in order. */
  conversation(conversationId: string): SimMessage[] {
    this.deliverDue();
    return [...(this.byConversation.get(conversationId) ?? [])];
  }

  /** Messages to or from a user recorded after the given sequence number, in order. */
  involving(userId: string, after: number): SimMessage[] {
    this.deliverDue();
    return this.messages.filter((m) => m.seq > after && (m.senderId === userId || m.recipientId === userId));
  }

  /** Sequence number of the latest message recorded (0 before any). */
  latestSeq(): number {
    return this.seq;
  }
}
