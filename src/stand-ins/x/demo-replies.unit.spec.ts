import { describe, expect, it } from 'vitest';
import { personalise } from '../../modules/campaigns/personalise';
import { DEMO_REPLY_PLAN, type DemoRecipient, demoReply, replyRateOf, wordingOf } from './demo-replies';
import { DmLedger } from './dm-ledger';
import { Population, type SimUser } from './population';
import { SimClock } from './sim-clock';

const population = new Population();
/** Synthetic users, as a demo campaign's leads. */
const people: SimUser[] = Array.from({ length: 2_000 }, (_, i) => population.userById(String(1_000_000_000 + i * 7)) as SimUser);
const asLead = (user: SimUser) => ({ username: user.screenName, name: user.name, followers_count: user.followersCount });

const VARIATIONS = [
  'Hi [First Name], loved your profile! Open to a quick chat about growing on X?',
  'Hey {name} (@{username}), {followers_count} followers is impressive. Want our playbook?',
  'Hello [First Name], we help founders book calls from X DMs. Worth a look?',
];

describe('the demo world’s replies', () => {
  it('given one variation personalised for many recipients, then it reads as one wording: names, handles, counts and the no-name greeting left out', () => {
    for (const variation of VARIATIONS) {
      const wordings = new Set(people.slice(0, 300).map((user) => wordingOf(personalise(variation, asLead(user)), user)));
      expect([...wordings]).toHaveLength(1);
    }
    const nameless: DemoRecipient = { name: '🚀🚀', screenName: 'x_1a2b' };
    expect(wordingOf(personalise(VARIATIONS[0], { username: 'x_1a2b', name: '🚀🚀' }), nameless)).toBe(wordingOf(personalise(VARIATIONS[0], asLead(people[0])), people[0]));
  });

  it('given different wordings, then different reply rates, each fixed and within the plan’s band', () => {
    const rates = VARIATIONS.map((variation) => replyRateOf(DEMO_REPLY_PLAN, wordingOf(personalise(variation, asLead(people[0])), people[0])));
    expect(new Set(rates).size).toBe(VARIATIONS.length);
    const many = Array.from({ length: 200 }, (_, i) => replyRateOf(DEMO_REPLY_PLAN, `variation number ${'x'.repeat(i)}`));
    expect(Math.min(...many)).toBeGreaterThanOrEqual(DEMO_REPLY_PLAN.rates[0]);
    expect(Math.max(...many)).toBeLessThan(DEMO_REPLY_PLAN.rates[1]);
    expect(Math.max(...many) - Math.min(...many)).toBeGreaterThan(0.25);
    expect(replyRateOf(DEMO_REPLY_PLAN, 'the same words')).toBe(replyRateOf(DEMO_REPLY_PLAN, 'the same words'));
  });

  it('given a sender whose recipients already replied, then the same recipient and text get the same answer, and the share replying is the wording’s rate', () => {
    for (const variation of VARIATIONS) {
      const answers = people.map((user) =>
        demoReply(DEMO_REPLY_PLAN, { recipientId: user.userId, recipient: user, text: personalise(variation, asLead(user)), nthRecipient: 100, senderHadReply: true }),
      );
      const again = people.map((user) =>
        demoReply(DEMO_REPLY_PLAN, { recipientId: user.userId, recipient: user, text: personalise(variation, asLead(user)), nthRecipient: 100, senderHadReply: true }),
      );
      expect(again).toEqual(answers);
      const rate = replyRateOf(DEMO_REPLY_PLAN, wordingOf(personalise(variation, asLead(people[0])), people[0]));
      expect(answers.filter((answer) => answer !== null).length / people.length).toBeCloseTo(rate, 1);
    }
  });

  it('given a sender none of whose recipients replied, then its fifth new recipient does, and a reply comes a few seconds after the DM with one of the plan’s texts', () => {
    const first = { recipientId: '1', recipient: undefined, text: 'Hi, a message', senderHadReply: false };
    // A recipient this wording does not win over on its own.
    const quiet = ['2', '3', '4', '5', '6', '7', '8', '9'].find((id) => demoReply(DEMO_REPLY_PLAN, { ...first, recipientId: id, nthRecipient: 5, senderHadReply: true }) === null) as string;
    const reply = demoReply(DEMO_REPLY_PLAN, { ...first, recipientId: quiet, nthRecipient: 5 });
    expect(reply).not.toBeNull();
    expect(reply?.delayMs).toBeGreaterThanOrEqual(DEMO_REPLY_PLAN.afterMs);
    expect(reply?.delayMs).toBeLessThan(DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs);
    expect(DEMO_REPLY_PLAN.texts).toContain(reply?.text);
    expect(demoReply(DEMO_REPLY_PLAN, { ...first, recipientId: quiet, nthRecipient: 5, senderHadReply: true })).toBeNull();
    expect(demoReply(DEMO_REPLY_PLAN, { ...first, recipientId: quiet, nthRecipient: 4 })).toBeNull();
  });

  it('given a campaign of two variations sent through the simulated X, then each gets replies at its own rate, once per recipient, the first by the fifth DM', () => {
    const clock = new SimClock({ startAt: Date.UTC(2026, 0, 5, 12), frozen: true });
    const ledger = new DmLedger(clock, DEMO_REPLY_PLAN, (userId) => population.userById(userId));
    const sender = '900000001';
    const [a, b] = [VARIATIONS[0], VARIATIONS[1]];
    for (const [i, user] of people.entries()) ledger.send(sender, user.userId, personalise(i % 2 === 0 ? a : b, asLead(user)), `request-${i}`);
    // A second DM to a recipient is not a new recipient: no second reply.
    for (const user of people.slice(0, 50)) ledger.send(sender, user.userId, 'Following up on my message', `again-${user.userId}`);
    clock.advance(DEMO_REPLY_PLAN.afterMs + DEMO_REPLY_PLAN.spreadMs);
    const repliesFrom = new Map<string, number>();
    for (const message of ledger.involving(sender, 0)) if (message.recipientId === sender) repliesFrom.set(message.senderId, (repliesFrom.get(message.senderId) ?? 0) + 1);
    expect(Math.max(...repliesFrom.values())).toBe(1);
    expect(people.slice(0, 5).some((user) => repliesFrom.has(user.userId))).toBe(true);
    const shares = [a, b].map((variation, offset) => {
      const recipients = people.filter((_, i) => i % 2 === offset);
      const share = recipients.filter((user) => repliesFrom.has(user.userId)).length / recipients.length;
      expect(share).toBeCloseTo(replyRateOf(DEMO_REPLY_PLAN, wordingOf(personalise(variation, asLead(people[0])), people[0])), 1);
      return share;
    });
    // These two wordings sit far apart in the band: the demo shows a winner.
    expect(shares[1] - shares[0]).toBeGreaterThan(0.15);
  });
});
