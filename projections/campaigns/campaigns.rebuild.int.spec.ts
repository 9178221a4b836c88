import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../src/platform/database/database';
import { rebuildCheck } from '../../test/support/rebuild-check';
import { type CampaignCommand, campaignsDecider, type SourceFact } from '../../src/modules/campaigns/campaign/decide';
import { type CampaignEvent, campaignsStreamId } from '../../src/modules/campaigns/campaign/events';
import { type CampaignProgressRecorded, campaignProgressStreamId } from '../../src/modules/runner/run/events';
import { DomainError } from '../../src/platform/http/domain-error';
import { seededRandom } from '../../src/platform/seeded-random';
import { campaignsProjection } from './campaigns.projection';

// Small live batches, so the live run and the rebuild split the log at different places.
const check = rebuildCheck(campaignsProjection, 5, readModel);

const SOURCES: SourceFact[] = ['s1', 's2', 's3', 's4'].map((id, i) => ({ id, scraping: false, totalLeads: (i + 1) * 10 }));

/**
 * Writes about `count` events the decider decides from random commands (refused ones are skipped): creates,
 * edits, renames, starts, pauses, completions, failures, account losses and deletes over three users.
 */
async function writeLog(count: number) {
  const next = seededRandom(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const users = ['ann', 'bob', 'cy'];
  const states = new Map(users.map((userId) => [userId, campaignsDecider.initialState()]));
  const versions = new Map<string, number>();
  const types = new Map<string, number>();
  let written = 0;
  let serial = 0;
  const progress = new Map<string, { counters: number[] }>();
  let progressWritten = 0;
  while (written < count) {
    const userId = pick(users);
    const state = states.get(userId) as ReturnType<typeof campaignsDecider.initialState>;
    const ids = [...state.campaigns.keys()];
    const campaignId = ids.length > 0 && next() < 0.8 ? pick(ids) : `c${++serial}`;
    const sources = SOURCES.filter(() => next() < 0.5).map((s) => s.id);
    const facts = { plan: 'pro' as const, sources: SOURCES, templateExists: true, accountExists: true };
    const roll = next();
    const command: CampaignCommand =
      roll < 0.15
        ? {
            type: 'CreateCampaign',
            userId,
            campaignId: `c${++serial}`,
            settings: {
              name: `Campaign ${serial}`,
              leadSourceIds: sources.length > 0 ? sources : ['s1'],
              templateId: 't1',
              profileId: pick(['a1', 'a2']),
              dailyDmLimit: 50 + Math.floor(next() * 400),
              skipAlreadyDmd: next() < 0.5,
              useDoNotContactList: true,
            },
            ...facts,
          }
        : roll < 0.3
          ? { type: 'EditCampaign', userId, campaignId, changes: { leadSourceIds: sources, dailyDmLimit: 50 + Math.floor(next() * 400), profileId: pick(['a1', 'a2']) }, ...facts }
          : roll < 0.38
            ? { type: 'RenameCampaign', userId, campaignId, name: `Renamed ${++serial}` }
            : roll < 0.55
              ? { type: 'StartCampaign', userId, campaignId, by: 'user', plan: 'pro', sources: SOURCES, accountExists: true }
              : roll < 0.68
                ? { type: 'PauseCampaign', userId, campaignId, by: pick(['user', 'runner'] as const) }
                : roll < 0.76
                  ? { type: 'CompleteCampaign', userId, campaignId, by: 'runner' }
                  : roll < 0.8
                    ? { type: 'FailCampaign', userId, campaignId, by: 'runner', errorMessage: 'Proxy refused the connection' }
                    : roll < 0.86
                      ? { type: 'ValidateCampaign', userId, campaignId, profileId: pick(['a1', 'a2']), accountExists: true }
                      : roll < 0.93
                        ? {
                            type: 'PauseCampaignsUsingAccount',
                            userId,
                            accountId: pick(['a1', 'a2']),
                            reason: pick(['account_disconnected', 'account_dead'] as const),
                            message: 'Twitter connection: Session expired',
                          }
                        : { type: 'DeleteCampaign', userId, campaignId };
    let events: CampaignEvent[];
    try {
      events = campaignsDecider.decide(command, state);
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    if (events.length === 0) continue;
    for (const event of events) {
      campaignsDecider.evolve(state, event);
      types.set(event.type, (types.get(event.type) ?? 0) + 1);
    }
    const version = versions.get(userId) ?? 0;
    await check.live.store.appendToStream(campaignsStreamId(userId), version === 0 ? 'no_stream' : version, events);
    versions.set(userId, version + events.length);
    written += events.length;
    // The runner's roll-ups for running campaigns: cumulative counters, now and then an older one again.
    for (const [id, campaign] of state.campaigns) {
      if (campaign.status !== 'running' || next() < 0.5) continue;
      const before = progress.get(id)?.counters ?? [0, 0, 0, 0, 0];
      const counters = before.map((n) => n + Math.floor(next() * 5));
      const stale = next() < 0.2;
      const [sent, failed, dmd, dnc, index] = stale ? before : counters;
      const event: CampaignProgressRecorded = {
        type: 'CampaignProgressRecorded',
        data: { userId, campaignId: id, messagesSent: sent ?? 0, messagesFailed: failed ?? 0, skippedAlreadyDmd: dmd ?? 0, skippedDoNotContact: dnc ?? 0, nextContactIndex: index ?? 0 },
      };
      if (!stale) progress.set(id, { counters });
      // A stale one (the old values) after a newer one on the way must not take the counters back.
      if (stale && progress.has(id)) {
        const newer = { ...event, data: { ...event.data, messagesSent: (sent ?? 0) + 1 } };
        progress.set(id, { counters: [(sent ?? 0) + 1, failed ?? 0, dmd ?? 0, dnc ?? 0, index ?? 0] });
        await check.live.store.appendToStream(campaignProgressStreamId(id), 'any', [newer]);
        progressWritten += 1;
      }
      await check.live.store.appendToStream(campaignProgressStreamId(id), 'any', [event]);
      progressWritten += 1;
      types.set(event.type, (types.get(event.type) ?? 0) + 1);
    }
  }
  return { states, written, types, progress, progressWritten };
}

/** Every row of the three read models, in a fixed order. */
async function readModel(db: Database) {
  const campaigns = await sql`select * from campaigns order by id`.execute(db);
  const history = await sql`select * from campaign_history order by user_id, version`.execute(db);
  const usage = await sql`select * from lead_source_usage order by campaign_id, lead_source_id`.execute(db);
  return { campaigns: campaigns.rows, history: history.rows, usage: usage.rows };
}

it('rebuilds the same campaigns, history and lead source usage rows as the live run, matching the decider', async () => {
  const log = await writeLog(400);
  // Every kind of event occurs in the log.
  for (const type of campaignsProjection.handles) expect(log.types.get(type) ?? 0, type).toBeGreaterThan(0);
  const live = await check.liveModel();

  // The rows say what the decider's state says.
  const expected = [...log.states].flatMap(([userId, state]) =>
    [...state.campaigns].map(([id, c]) => ({ id, user_id: userId, status: c.status, name: c.name, requires_validation: c.requiresValidation, profile_id: c.profileId })),
  );
  const byId = (x: { id: unknown }, y: { id: unknown }) => (String(x.id) < String(y.id) ? -1 : 1);
  expect(
    (live.campaigns as Record<string, unknown>[]).map((row) => ({
      id: row.id,
      user_id: row.user_id,
      status: row.status,
      name: row.name,
      requires_validation: row.requires_validation,
      profile_id: row.profile_id,
    })).sort(byId),
  ).toEqual(expected.sort(byId));
  expect(live.history).toHaveLength(log.written);
  // The counters are the runner's latest roll-up of each campaign (never an older one applied after it).
  const counters = (live.campaigns as Record<string, unknown>[]).filter((row) => log.progress.has(String(row.id)));
  expect(counters.length).toBeGreaterThan(5);
  for (const row of counters) {
    const [sent, failed, dmd, dnc, index] = log.progress.get(String(row.id))?.counters ?? [];
    expect([row.messages_sent, row.messages_failed, row.skipped_already_dmd, row.skipped_do_not_contact, row.next_contact_index], String(row.id)).toEqual([
      sent,
      failed,
      dmd,
      dnc,
      index,
    ]);
  }
  const usage = (live.campaigns as { id: string; lead_source_ids: string[]; status: string }[]).flatMap((c) =>
    c.lead_source_ids.map((source) => ({ campaign_id: c.id, lead_source_id: source, campaign_status: c.status })),
  );
  const key = (row: { campaign_id: unknown; lead_source_id: unknown }) => `${row.campaign_id} ${row.lead_source_id}`;
  const byKey = (x: { campaign_id: unknown; lead_source_id: unknown }, y: { campaign_id: unknown; lead_source_id: unknown }) =>
    key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0;
  const stored = (live.usage as Record<string, unknown>[]).map(({ campaign_id, lead_source_id, campaign_status }) => ({ campaign_id, lead_source_id, campaign_status }));
  expect(stored.sort(byKey)).toEqual(usage.sort(byKey));

  expect(await check.rebuiltMatches(live)).toBe(log.written + log.progressWritten);
});
