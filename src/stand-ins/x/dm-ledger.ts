/** The DMs of the simulated X: every message between users, in order (what inboxes show), and the DMs accounts sent. */
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
  private seq = 0;

  constructor(private readonly clock: SimClock) {}

  /** Every DM accepted, in order. */
  dms(filter: { senderId?: string; recipientId?: string } = {}): SentDm[] {
    return this.sent.filter(
      (dm) => (filter.senderId === undefined || dm.senderId === filter.senderId) && (filter.recipientId === undefined || dm.recipientId === filter.recipientId),
    );
  }

  /** Records a message between two users, in both inboxes. */
  record(senderId: string, recipientId: string, text: string, requestId?: string): SimMessage {
    const time = this.clock.now();
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
    return message;
  }

  /** Records a DM an account sent: in both inboxes and among the DMs accepted. */
  send(senderId: string, recipientId: string, text: string, requestId: string): SimMessage {
    const message = this.record(senderId, recipientId, text, requestId);
    this.sent.push({ id: message.id, senderId, recipientId, text, at: message.time, conversationId: message.conversationId, requestId });
    return message;
  }

  /** The message a sender already sent under this request id (a retried send), if any. */
  sentWithRequestId(senderId: string, requestId: string): SimMessage | undefined {
    return this.messages.find((m) => m.senderId === senderId && m.requestId === requestId);
  }

  /** Whether the sender's last n DMs are all similar to the text (X then takes the next one for automation). */
  repeatsSimilar(senderId: string, text: string, n: number): boolean {
    const recent = this.sent.filter((dm) => dm.senderId === senderId).slice(-n);
    return recent.length >= n && recent.every((dm) => similar(dm.text, text));
  }

  /** Messages to or from a user recorded after the given sequence number, in order. */
  involving(userId: string, after: number): SimMessage[] {
    return this.messages.filter((m) => m.seq > after && (m.senderId === userId || m.recipientId === userId));
  }

  /** Sequence number of the latest message recorded (0 before any). */
  latestSeq(): number {
    return this.seq;
  }
}
