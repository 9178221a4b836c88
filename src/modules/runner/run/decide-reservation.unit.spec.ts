import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../platform/seeded-random';
import { chooseVariation } from '../variations/choose-variation';
import { type Candidate, type CampaignRules, candidatesAfter, decideReservation, type ReservationFacts, variationFor } from './decide-reservation';

const lead = (username: string, standing: Partial<Candidate> = {}): Candidate => ({
  source_id: 'source-a',
  source_index: 0,
  username,
  name: null,
  followers_count: null,
  metadata: null,
  listed: false,
  already_dmd: false,
  can_dm: null,
  ...standing,
});

const rules: CampaignRules = { useDoNotContactList: true, skipAlreadyDmd: true, messages: ['Hi {username}'], csvColumns: new Map(), optimiseAutomatically: false };

function given(candidates: Candidate[], facts: Partial<ReservationFacts> = {}): ReservationFacts {
  let ids = 0;
  return { campaign: rules, candidates, day: { target: 100, sent: 0 }, accountLeft: 450, newId: () => `id-${++ids}`, random: () => 0, tallies: null, ...facts };
}

const states = (facts: ReservationFacts) => decideReservation(facts).leads.map((decided) => [decided.username, decided.state]);

describe('decideReservation', () => {
  it('given a free lead, when decided, then it is reserved with its personalised message and the cursor on it', () => {
    const decision = decideReservation(given([lead('Alice', { source_index: 1, metadata: { x_user_id: '42' } })]));
    expect(decision.heldBy).toBeNull();
    expect(decision.reserved).toMatchObject({
      id: 'id-1',
      username: 'alice',
      state: 'reserved',
      text: 'Hi Alice',
      recipient: '42',
      cursorSource: 1,
      cursorUsername: 'Alice',
      listed: false,
      alreadyDmd: false,
    });
    expect(decision.leads).toEqual([decision.reserved]);
  });

  it('given leads on Do Not Contact and already messaged before a free one, then those are skipped with their reason and the free one reserved', () => {
    const facts = given([lead('ann', { listed: true }), lead('bob', { already_dmd: true }), lead('cat'), lead('dan')]);
    expect(states(facts)).toEqual([
      ['ann', 'skipped_do_not_contact'],
      ['bob', 'skipped_already_dmd'],
      ['cat', 'reserved'],
    ]);
  });

  it('given leads whose profiles say they cannot be messaged, then they are skipped as cannot-DM and never reserved; an unknown standing is tried', () => {
    const facts = given([lead('ann', { can_dm: false }), lead('bob', { can_dm: false }), lead('cat', { can_dm: null }), lead('dan', { can_dm: true })]);
    expect(states(facts)).toEqual([
      ['ann', 'skipped_cannot_dm'],
      ['bob', 'skipped_cannot_dm'],
      ['cat', 'reserved'],
    ]);
    expect(states(given([lead('dan', { can_dm: true })]))).toEqual([['dan', 'reserved']]);
  });

  it('given a lead that cannot be messaged, on Do Not Contact or already messaged, then that reason is the one recorded', () => {
    const facts = given([lead('ann', { can_dm: false, listed: true }), lead('bob', { can_dm: false, already_dmd: true })]);
    expect(states(facts)).toEqual([
      ['ann', 'skipped_do_not_contact'],
      ['bob', 'skipped_already_dmd'],
    ]);
  });

  it('given a campaign that neither uses the list nor skips the messaged, then a lead that cannot be messaged is still skipped', () => {
    const campaign = { ...rules, useDoNotContactList: false, skipAlreadyDmd: false };
    expect(states(given([lead('ann', { can_dm: false }), lead('bob')], { campaign }))).toEqual([
      ['ann', 'skipped_cannot_dm'],
      ['bob', 'reserved'],
    ]);
  });

  it("given the campaign's day target reached, then leads that cannot be messaged are still skipped before the run is held", () => {
    const decision = decideReservation(given([lead('ann', { can_dm: false }), lead('bob')], { day: { target: 5, sent: 5 } }));
    expect(decision.heldBy).toBe('campaign');
    expect(decision.leads.map((decided) => [decided.username, decided.state])).toEqual([['ann', 'skipped_cannot_dm']]);
  });

  it('given a campaign that does not use the list or skip the messaged, then neither standing is read and the first lead is reserved', () => {
    const campaign = { ...rules, useDoNotContactList: false, skipAlreadyDmd: false };
    const decision = decideReservation(given([lead('ann', { listed: true, already_dmd: true })], { campaign }));
    expect(decision.reserved).toMatchObject({ username: 'ann', listed: null, alreadyDmd: null });
  });

  it('given a listed lead that was also messaged, then only its listing was read (the database checks only that fact)', () => {
    const [skipped] = decideReservation(given([lead('ann', { listed: true, already_dmd: true })])).leads;
    expect(skipped).toMatchObject({ state: 'skipped_do_not_contact', listed: true, alreadyDmd: null });
  });

  it('given the same person in two sources, then the second is passed over in this walk', () => {
    const facts = given([lead('Ann', { listed: true }), lead('ann', { source_id: 'source-b', source_index: 1, listed: true }), lead('bob')]);
    expect(states(facts)).toEqual([
      ['ann', 'skipped_do_not_contact'],
      ['bob', 'reserved'],
    ]);
  });

  it("given the campaign's day target reached, then skips are still written but no lead is reserved: held by the campaign", () => {
    const decision = decideReservation(given([lead('ann', { listed: true }), lead('bob')], { day: { target: 10, sent: 10 } }));
    expect(decision.heldBy).toBe('campaign');
    expect(decision.reserved).toBeNull();
    expect(decision.leads.map((decided) => decided.username)).toEqual(['ann']);
  });

  it("given the account's cap reached, then no lead is reserved: held by the account", () => {
    const decision = decideReservation(given([lead('bob')], { accountLeft: 0 }));
    expect(decision).toEqual({ leads: [], reserved: null, heldBy: 'account' });
  });

  it('given only skips, then every one is written and nothing holds the run back', () => {
    const decision = decideReservation(given([lead('ann', { listed: true }), lead('bob', { already_dmd: true })]));
    expect(decision.reserved).toBeNull();
    expect(decision.heldBy).toBeNull();
    expect(decision.leads).toHaveLength(2);
  });

  it('given no leads, then nothing is decided', () => {
    expect(decideReservation(given([]))).toEqual({ leads: [], reserved: null, heldBy: null });
  });

  it("given several variations, then the random pick chooses one, and an upload's __proto__ column is an ordinary value", () => {
    const campaign = { ...rules, messages: ['One {custom1}', 'Two {custom1}'], csvColumns: new Map([['source-a', ['__proto__']]]) };
    const metadata = JSON.parse('{"__proto__": "polluted?"}') as Record<string, unknown>;
    const decision = decideReservation(given([lead('ann', { metadata })], { campaign, random: () => 0.99 }));
    expect(decision.reserved?.text).toBe('Two polluted?');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('given several variations, then the reserved lead records the one its message uses; skips record none', () => {
    const campaign = { ...rules, messages: ['One', 'Two', 'Three'] };
    const decision = decideReservation(given([lead('bob', { listed: true }), lead('ann')], { campaign, random: () => 0.5 }));
    expect(decision.leads.map((decided) => [decided.state, decided.variation, decided.text])).toEqual([
      ['skipped_do_not_contact', null, null],
      ['reserved', 1, 'Two'],
    ]);
  });
});

describe('variationFor', () => {
  const three = { ...rules, messages: ['One', 'Two', 'Three'] };
  // Variation 2 far ahead: Thompson sampling picks it on all but the uniform share.
  const imbalance = [
    { sent: 400, replies: 4 },
    { sent: 400, replies: 8 },
    { sent: 400, replies: 160 },
  ];

  it('given the option off, when tallies say one variation replies best, then the pick stays uniform', () => {
    const random = seededRandom(3);
    const picks = Array.from({ length: 3_000 }, () => variationFor(three, imbalance, random));
    for (const v of [0, 1, 2]) expect(picks.filter((p) => p === v).length / picks.length).toBeCloseTo(1 / 3, 1);
  });

  it('given the option on, then the pick is chooseVariation over the tallies, draw for draw', () => {
    const optimising = { ...three, optimiseAutomatically: true };
    const [ours, theirs] = [seededRandom(7), seededRandom(7)];
    const picks = Array.from({ length: 500 }, () => variationFor(optimising, imbalance, ours));
    expect(picks).toEqual(Array.from({ length: 500 }, () => chooseVariation(imbalance, theirs)));
    expect(picks.filter((p) => p === 2).length / picks.length).toBeGreaterThan(0.85);
  });

  it('given the option on but no tallies, or tallies for another number of variations (the template changed), then uniform', () => {
    const optimising = { ...three, optimiseAutomatically: true };
    expect(variationFor(optimising, null, () => 0.99)).toBe(2);
    expect(variationFor(optimising, imbalance.slice(0, 2), () => 0)).toBe(0);
  });

  it('given one variation, then it is the one, whatever the option', () => {
    expect(variationFor({ ...rules, optimiseAutomatically: true }, [{ sent: 3, replies: 1 }], () => 0.99)).toBe(0);
    expect(variationFor(rules, null, () => 0.99)).toBe(0);
  });
});

describe('candidatesAfter', () => {
  const usernames = (candidates: Candidate[]) => candidates.map((candidate) => `${candidate.source_index}:${candidate.username}`);

  it('given skips and a reservation, then the leads after the reserved one are still ahead', () => {
    const candidates = [lead('ann', { listed: true }), lead('bob'), lead('cat'), lead('dan')];
    const decision = decideReservation(given(candidates));
    expect(usernames(candidatesAfter(candidates, decision))).toEqual(['0:cat', '0:dan']);
  });

  it('given the reserved person again in a later source, then that later entry is not ahead (it is in the ledger now)', () => {
    const candidates = [lead('Bob'), lead('cat'), lead('bob', { source_index: 1, source_id: 'source-b' }), lead('eve', { source_index: 1, source_id: 'source-b' })];
    const decision = decideReservation(given(candidates));
    expect(usernames(candidatesAfter(candidates, decision))).toEqual(['0:cat', '1:eve']);
  });

  it('given the day target reached after a skip, then the lead held back is still ahead', () => {
    const candidates = [lead('ann', { listed: true }), lead('bob'), lead('cat')];
    const decision = decideReservation(given(candidates, { day: { target: 5, sent: 5 } }));
    expect(decision.heldBy).toBe('campaign');
    expect(usernames(candidatesAfter(candidates, decision))).toEqual(['0:bob', '0:cat']);
  });

  it('given nothing written (held back at once), then every candidate is still ahead', () => {
    const candidates = [lead('bob'), lead('cat')];
    const decision = decideReservation(given(candidates, { accountLeft: 0 }));
    expect(usernames(candidatesAfter(candidates, decision))).toEqual(['0:bob', '0:cat']);
  });

  it('given the last candidate reserved, then none is ahead', () => {
    const candidates = [lead('bob')];
    expect(candidatesAfter(candidates, decideReservation(given(candidates)))).toEqual([]);
  });
});
