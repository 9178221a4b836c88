import { describe, expect, it } from 'vitest';
import type { DirectMessage } from '../../x';
import { matchReplies, messagesToHold, type SentDelivery } from './match-replies';

const ACCOUNT = { accountId: 'acc-1', xUserId: '900' };
const T0 = Date.UTC(2025, 5, 1, 12);

const delivery = (over: Partial<SentDelivery> = {}): SentDelivery => ({
  id: 'd-1',
  userId: 'user-a',
  campaignId: 'c-1',
  username: 'dana',
  recipientXId: '501',
  xMessageId: '1000',
  sentAt: T0,
  ...over,
});

const message = (over: Partial<DirectMessage> = {}): DirectMessage => ({
  id: '2000',
  conversationId: '501-900',
  senderId: '501',
  recipientId: '900',
  text: 'Thanks, tell me more',
  createdAt: T0 + 60_000,
  ...over,
});

describe('matching replies', () => {
  it('given a DM to 501, when 501 writes back after it, then it is a reply to that delivery', () => {
    expect(matchReplies(ACCOUNT, [message()], [delivery()])).toEqual([
      {
        userId: 'user-a',
        campaignId: 'c-1',
        accountId: 'acc-1',
        deliveryId: 'd-1',
        username: 'dana',
        recipientXId: '501',
        messageId: '2000',
        conversationId: '501-900',
        text: 'Thanks, tell me more',
        receivedAt: new Date(T0 + 60_000).toISOString(),
      },
    ]);
  });

  it('a message from someone never DM\'d is not a reply', () => {
    expect(matchReplies(ACCOUNT, [message({ senderId: '777', conversationId: '777-900' })], [delivery()])).toEqual([]);
  });

  it('a message written before the DM is not a reply: by X ids (snowflakes), whatever the clocks say', () => {
    expect(matchReplies(ACCOUNT, [message({ id: '999', createdAt: T0 + 60_000 })], [delivery({ xMessageId: '1000' })])).toEqual([]);
    // X's id says after although our clock settled the send later
    expect(matchReplies(ACCOUNT, [message({ id: '1001', createdAt: T0 - 5 })], [delivery({ xMessageId: '1000' })])).toHaveLength(1);
  });

  it('without the DM\'s id, the times decide', () => {
    expect(matchReplies(ACCOUNT, [message({ createdAt: T0 - 1 })], [delivery({ xMessageId: null })])).toEqual([]);
    expect(matchReplies(ACCOUNT, [message({ createdAt: T0 + 1 })], [delivery({ xMessageId: null })])).toHaveLength(1);
  });

  it('the account\'s own messages, and messages to someone else, are not replies', () => {
    const own = message({ senderId: '900', recipientId: '501' });
    const elsewhere = message({ recipientId: '333' });
    expect(matchReplies(ACCOUNT, [own, elsewhere], [delivery()])).toEqual([]);
  });

  it('a message listed twice is one reply; two messages are two replies', () => {
    const replies = matchReplies(ACCOUNT, [message(), message(), message({ id: '2001', createdAt: T0 + 70_000, text: 'Also…' })], [delivery()]);
    expect(replies.map((r) => r.messageId)).toEqual(['2000', '2001']);
  });

  it('when two campaigns DM\'d the sender, the reply goes to the latest DM before it', () => {
    const first = delivery({ id: 'd-1', campaignId: 'c-1', xMessageId: '1000', sentAt: T0 });
    const second = delivery({ id: 'd-2', campaignId: 'c-2', xMessageId: '1500', sentAt: T0 + 30_000 });
    expect(matchReplies(ACCOUNT, [message({ id: '1200' })], [first, second])[0].campaignId).toBe('c-1');
    expect(matchReplies(ACCOUNT, [message({ id: '2000' })], [first, second])[0].campaignId).toBe('c-2');
  });
});

describe('messagesToHold', () => {
  it('given a message from a lead whose DM is still in flight, when it is not a reply yet, then it is held for the next poll', () => {
    expect(messagesToHold(ACCOUNT, [message()], [], new Set([message().senderId]))).toEqual([message()]);
  });
  it('given the same message matched as a reply, then it is not held', () => {
    const replies = matchReplies(ACCOUNT, [message()], [delivery()]);
    expect(messagesToHold(ACCOUNT, [message()], replies, new Set([message().senderId]))).toEqual([]);
  });
  it('given no DM in flight to the sender, then nothing is held', () => {
    expect(messagesToHold(ACCOUNT, [message()], [], new Set())).toEqual([]);
  });
  it("given the account's own message or one to another account, then it is not held, and a message listed twice is held once", () => {
    const own = message({ id: '3001', senderId: ACCOUNT.xUserId });
    const elsewhere = message({ id: '3002', recipientId: '555' });
    expect(messagesToHold(ACCOUNT, [own, elsewhere], [], new Set([ACCOUNT.xUserId, message().senderId]))).toEqual([]);
    expect(messagesToHold(ACCOUNT, [message(), message()], [], new Set([message().senderId]))).toHaveLength(1);
  });
});
