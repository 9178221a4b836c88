import type { Crossing, TableEntry } from './table-ownership';

/** Who can own a table: a bounded context (src/modules/<context>, projections/<context>) or the platform. */
export type Owner = 'accounts' | 'billing' | 'campaigns' | 'dataset' | 'dnc' | 'feedback' | 'identity' | 'leads' | 'onboarding' | 'runner' | 'workspaces' | 'developers' | 'x' | 'platform';

/**
 * Every table the migrations create and the one context that owns it: the context whose projection or module
 * writes it (ARCHITECTURE.md, "one owner for each table"). A new table gets its line here (the ownership test
 * fails until it has one). `public`: the owner publishes the table as a read model for other contexts to read
 * (never write), and says why; everything else is private to its owner.
 */
export const TABLES: Record<string, TableEntry & { owner: Owner }> = {
  // The platform: the event store, checkpoints, snapshots, process managers' states, jobs' side effects and the
  // HTTP rate limits. Contexts reach them through the platform's ports (EventStore, Jobs, ...), not in SQL.
  streams: { owner: 'platform' },
  events: { owner: 'platform' },
  subscription_checkpoints: { owner: 'platform' },
  stream_snapshots: { owner: 'platform' },
  process_manager_states: { owner: 'platform' },
  job_side_effects: { owner: 'platform' },
  request_rate_limits: { owner: 'platform' },

  // Identity: better-auth's tables, its per-account sign-in limits, the mail kept without SMTP, and the users
  // whose registration event is recorded.
  user: { owner: 'identity' },
  user_emails: {
    owner: 'identity',
    public: "a view of each person's email, for naming who made a change (History tabs)",
  },
  session: { owner: 'identity' },
  account: { owner: 'identity' },
  verification: { owner: 'identity' },
  rateLimit: { owner: 'identity' },
  auth_account_rate_limits: { owner: 'identity' },
  dev_mailbox: { owner: 'identity' },
  recorded_registrations: { owner: 'identity' },

  // Billing.
  plans: { owner: 'billing' },
  plan_allowances: {
    owner: 'billing',
    public: "a view of each user's plan and what it allows (accounts, lead credits), for the other contexts' plan checks",
  },
  stripe_customers: { owner: 'billing' },
  cancellation_feedback: { owner: 'billing' },
  plan_history: { owner: 'billing' },
  stripe_webhook_events: { owner: 'billing' },

  // Connected X accounts.
  connected_accounts: { owner: 'accounts' },
  connected_account_states: {
    owner: 'accounts',
    public: "a view of each account's owner, X user id, health and dates, without proxy settings or secrets, for campaigns and the runner",
  },
  vault_secrets: { owner: 'accounts' },
  account_claims: { owner: 'accounts' },

  // Lead sources, their leads and scrapes.
  lead_sources: { owner: 'leads' },
  lead_source_summaries: {
    owner: 'leads',
    public: "a view of each source's name, status, lead count and CSV columns, for campaigns, the dataset and the runner",
  },
  lead_credits: { owner: 'leads' },
  leads: { owner: 'leads' },
  source_leads: {
    owner: 'leads',
    public: "a view of each source's leads (username, name, followers, CSV values, whether they can be messaged), for the runner's SQL functions",
  },
  scrape_runs: { owner: 'leads' },
  scrape_checkpoints: { owner: 'leads' },

  // The database of X profiles.
  x_profiles: { owner: 'dataset' },
  x_profile_names: {
    owner: 'dataset',
    public: "a view of each profile's X user id, username and display name, for the runner's replies list",
  },

  // Campaigns, templates and keyword samples.
  campaigns: { owner: 'campaigns' },
  campaign_run_settings: {
    owner: 'campaigns',
    public: "a view of what a run needs of its campaign (owner, status, account, sources, template messages, limits, sending hours), for the runner",
  },
  campaign_history: { owner: 'campaigns' },
  message_templates: { owner: 'campaigns' },
  keyword_samples: { owner: 'campaigns' },
  // Created with the lead sources' tables, but written only by the campaigns projection (its `tables`), which
  // keeps it for the lead sources' 'In Use' label and delete refusal (leads' LEAD_SOURCES_IN_USE reads it).
  lead_source_usage: {
    owner: 'campaigns',
    public: "which campaigns hold which lead sources: kept by the campaigns projection for the lead sources' In Use lookup",
  },

  // The DM runner: its ledger, runs, settings, replies and their polling.
  dm_deliveries: { owner: 'runner' },
  campaign_runs: { owner: 'runner' },
  runner_account_settings: { owner: 'runner' },
  campaign_replies: { owner: 'runner' },
  campaign_reply_counts: {
    owner: 'runner',
    public: "each campaign's replied leads and replies, kept by the runner's campaign-replies projection for the campaign card",
  },
  campaign_progress: {
    owner: 'runner',
    public: "each campaign's counters (sent, failed, skipped, contact index) as the runner's progress flush writes them, for the campaign card",
  },
  // The campaigns overview's numbers per campaign and UTC day: sends counted by triggers on the ledger, replies by
  // the campaign-replies projection.
  campaign_daily_sends: { owner: 'runner' },
  campaign_daily_replies: { owner: 'runner' },
  reply_poll_cursors: { owner: 'runner' },
  reply_held_messages: { owner: 'runner' },
  // Created with the connected accounts' tables (and typed with them), but only the runner writes and reads it:
  // its reservation counts each account's DMs per day against the account's cap in the same statement.
  account_daily_dms: { owner: 'runner' },

  // Do Not Contact.
  dnc_entries: { owner: 'dnc' },
  dnc_usernames: {
    owner: 'dnc',
    public: "a view of each user's listed usernames (lower case), for the runner's reservation, which checks the list in SQL",
  },
  dnc_lists: { owner: 'dnc' },

  // Feedback and the roadmap.
  feedback_items: { owner: 'feedback' },
  feedback_votes: { owner: 'feedback' },
  roadmap_items: { owner: 'feedback' },

  // Onboarding tours.
  user_onboarding: { owner: 'onboarding' },

  // Workspaces: their members, roles and invitations.
  workspaces: { owner: 'workspaces' },
  workspace_members: { owner: 'workspaces' },
  workspace_invitations: { owner: 'workspaces' },

  // Developers: API keys and when each was last used; webhook endpoints, their secrets, deliveries and attempts.
  api_keys: { owner: 'developers' },
  api_key_uses: { owner: 'developers' },
  webhook_endpoints: { owner: 'developers' },
  webhook_secrets: { owner: 'developers' },
  webhook_deliveries: { owner: 'developers' },
  webhook_attempts: { owner: 'developers' },
};

// Debts to remove: each reads another context's private table, and should go through the owner's published port or read model.
/**
 * (file, table, access) as the ownership test finds them. The list only shrinks: the test fails on a crossing
 * not listed here, and on a listed one that no longer happens (delete its line).
 */
export const KNOWN_CROSSINGS: readonly Crossing[] = [];
