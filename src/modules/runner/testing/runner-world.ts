import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../platform/database/database';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { type CampaignEvent, campaignsStreamId } from '../../campaigns';

/** One X user a lead row is made of: the simulated population's users fit. */
export interface WorldProfile {
  userId: string;
  screenName: string;
  name: string;
  followersCount: number;
}

/** The connected account the campaign sends from: a simulated X account and its session cookies. */
export interface WorldSender {
  userId: string;
  screenName: string;
  verified: boolean;
  authToken: string;
  ct0: string;
}

export interface RunnerWorldOptions {
  db: Database;
  store: EventStore;
  /** Stores a session cookie in the accounts context's vault, as connecting the account does. */
  putSecret: (owner: { userId: string; accountId: string }, name: 'auth_token' | 'ct0', value: string) => Promise<void>;
  /** Distinct from other worlds in the same database. */
  key: string;
  sender: WorldSender;
  /** The lead source's leads, in the source's order. */
  profiles: readonly WorldProfile[];
  /** How many of the leads (spread over the list) are on the user's Do Not Contact list. */
  doNotContact: number;
  /** How many of the leads another campaign of the user already messaged. */
  alreadyMessaged: number;
  /** How many of the other leads X says cannot be messaged (leads.can_dm false); absent: none. */
  cannotDm?: number;
  /** How many leads carry X's user id in their metadata (the rest are looked up by username before the send). */
  withUserId?: number;
  dailyDmLimit: number;
  /** The account's own daily cap (runner_account_settings); absent: the default. */
  accountDailyCap?: number;
  /** Warm-up on (a newly connected account's default); absent: off, the account sends from its cap as an established one does. */
  warmUp?: boolean;
  /** The message template's variations. */
  messages?: readonly string[];
  /** Follow-ups after the first message, each with a template of its own made here: its text and its wait in days. */
  followUps?: ReadonlyArray<{ message: string; waitDays: number }>;
}

export interface RunnerWorld {
  key: string;
  userId: string;
  accountId: string;
  sourceId: string;
  templateId: string;
  campaignId: string;
  otherCampaignId: string;
  /** Lower-cased usernames of every lead, in the source's order. */
  usernames: string[];
  /** Lower-cased usernames on the Do Not Contact list. */
  doNotContact: Set<string>;
  /** Lower-cased usernames another campaign of the user already messaged. */
  alreadyMessaged: Set<string>;
  /** Lower-cased usernames whose lead says they cannot be messaged (can_dm false). */
  cannotDm: Set<string>;
  /** X user id by lower-cased username. */
  xIdOf: Map<string, string>;
}

const DEFAULT_MESSAGES = [
  'Hi {first_name}, loved your profile. Open to a quick chat about growth?',
  'Hey [First Name] — saw what you post about, curious how you find new customers?',
  'Hello {name}, we help teams like yours book more calls. Worth a chat?',
];

/** Every k-th item of a list, k chosen so that `count` are taken, starting at `offset`. */
function spread<T>(items: readonly T[], count: number, offset: number): T[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.floor(items.length / count));
  const taken: T[] = [];
  for (let i = offset % step; i < items.length && taken.length < count; i += step) taken.push(items[i] as T);
  return taken;
}

/**
 * A user with what a running campaign needs, written as the other contexts' read models hold it (as their
 * projections would write them) and the campaign's created and started events on the user's campaigns stream:
 * a Pro plan, a connected account whose session cookies are in the vault, a lead source with its leads, a
 * Do Not Contact list holding some of them, another campaign that already messaged others, a template.
 */
export async function seedRunnerWorld(options: RunnerWorldOptions): Promise<RunnerWorld> {
  const { db, key, sender } = options;
  const userId = `user-${key}`;
  const accountId = `acc-${key}`;
  const sourceId = `src-${key}`;
  const templateId = `tpl-${key}`;
  const otherCampaignId = `other-${key}`;
  const at = new Date();
  const usernames = options.profiles.map((profile) => profile.screenName.toLowerCase());
  const xIdOf = new Map(options.profiles.map((profile) => [profile.screenName.toLowerCase(), profile.userId]));
  const doNotContact = new Set(spread(usernames, options.doNotContact, 3));
  const alreadyMessaged = new Set(spread(usernames.filter((name) => !doNotContact.has(name)), options.alreadyMessaged, 5));
  const cannotDm = new Set(spread(usernames.filter((name) => !doNotContact.has(name) && !alreadyMessaged.has(name)), options.cannotDm ?? 0, 7));
  const withUserId = options.withUserId ?? options.profiles.length;

  await db
    .insertInto('plans')
    .values({ user_id: userId, plan: 'pro', allowed_accounts: 2, current_accounts: 1, lead_credits_limit: 100_000, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  await db
    .insertInto('connected_accounts')
    .values({
      id: accountId,
      user_id: userId,
      profile_id: sender.userId,
      twitter_username: sender.screenName,
      twitter_name: sender.screenName,
      verified: sender.verified,
      created_at: at,
      updated_at: at,
      stream_version: 1,
    })
    .execute();
  const owner = { userId, accountId };
  await options.putSecret(owner, 'auth_token', sender.authToken);
  await options.putSecret(owner, 'ct0', sender.ct0);
  await sql`insert into runner_account_settings (account_id, user_id, daily_cap, time_zone, warm_up)
            values (${accountId}, ${userId}, ${options.accountDailyCap ?? 450}, 'UTC', ${options.warmUp ?? false})`.execute(db);

  await db
    .insertInto('lead_sources')
    .values({ id: sourceId, user_id: userId, name: `Source ${key}`, source_type: 'followers', status: 'ready', total_leads: usernames.length, created_at: at, updated_at: at, stream_version: 1 })
    .execute();
  await db
    .insertInto('leads')
    .values(
      options.profiles.map((profile, i) => ({
        source_id: sourceId,
        username: profile.screenName,
        name: profile.name,
        followers_count: profile.followersCount,
        metadata: JSON.stringify(i < withUserId ? { x_user_id: profile.userId } : {}),
        can_dm: cannotDm.has(profile.screenName.toLowerCase()) ? false : null,
      })),
    )
    .execute();

  if (doNotContact.size > 0) {
    await db
      .insertInto('dnc_entries')
      .values([...doNotContact].map((username) => ({ user_id: userId, username, added_at: at })))
      .execute();
    await db.insertInto('dnc_lists').values({ user_id: userId, stream_version: 1, entry_count: doNotContact.size, updated_at: at }).execute();
  }
  // Another campaign of the user messaged these before (its ledger rows are what "already DM'd" reads).
  for (const username of alreadyMessaged) {
    await sql`
      insert into dm_deliveries (id, user_id, campaign_id, account_id, lead_source_id, username, recipient_x_id, contact_index, day, state, text, reserved_at, finished_at)
      values (${randomUUID()}, ${userId}, ${otherCampaignId}, ${accountId}, ${sourceId}, ${username}, ${xIdOf.get(username) ?? null}, 0, current_date - 7, 'sent', 'Hello', now() - interval '7 days', now() - interval '7 days')`.execute(
      db,
    );
  }

  await db
    .insertInto('message_templates')
    .values({ id: templateId, user_id: userId, name: `Template ${key}`, messages: [...(options.messages ?? DEFAULT_MESSAGES)], created_at: at, updated_at: at, stream_version: 1 })
    .execute();

  const followUps = (options.followUps ?? []).map((step, i) => ({ templateId: `${templateId}-follow-up-${i + 1}`, waitDays: step.waitDays, message: step.message }));
  for (const step of followUps) {
    await db
      .insertInto('message_templates')
      .values({ id: step.templateId, user_id: userId, name: `Follow-up ${step.templateId}`, messages: [step.message], created_at: at, updated_at: at, stream_version: 1 })
      .execute();
  }

  // The campaign as the wizard made it and the user started it (the events the campaigns context records).
  const campaignId = randomUUID();
  const events: CampaignEvent[] = [
    {
      type: 'CampaignCreated',
      data: {
        userId,
        campaignId,
        name: `Campaign ${key}`,
        leadSourceIds: [sourceId],
        templateId,
        profileId: accountId,
        dailyDmLimit: options.dailyDmLimit,
        skipAlreadyDmd: true,
        useDoNotContactList: true,
        ...(followUps.length > 0 ? { followUps: followUps.map(({ templateId: id, waitDays }) => ({ templateId: id, waitDays })) } : {}),
        totalLeads: usernames.length,
      },
    },
    { type: 'CampaignStarted', data: { userId, campaignId, from: 'ready', by: 'user' } },
  ];
  await options.store.appendToStream(campaignsStreamId(userId), 'no_stream', events);
  return { key, userId, accountId, sourceId, templateId, campaignId, otherCampaignId, usernames, doNotContact, alreadyMessaged, cannotDm, xIdOf };
}
