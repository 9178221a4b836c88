/** The demo world: the simulated accounts with their cookies, well-known lead sources and tweets. */
import { createHash } from 'node:crypto';
import type { NotableUser } from './population';
import type { SimAccountInit } from './sim-accounts';

function demoToken(label: string, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += createHash('sha256').update(`outtwit-x-simulator:${label}:${i}`).digest('hex');
  return out.slice(0, length);
}

export interface DemoSession {
  label: string;
  screenName: string;
  userId: string;
  verified: boolean;
  authToken: string;
  ct0: string;
}

/** Cookies of the simulated accounts, to paste into Connect Account in demo mode. */
export const DEMO_SESSIONS: readonly DemoSession[] = [
  {
    label: 'Verified demo account',
    screenName: 'outtwit_demo',
    userId: '900000001',
    verified: true,
    authToken: demoToken('verified-auth', 40),
    ct0: demoToken('verified-ct0', 160),
  },
  {
    label: 'New unverified demo account',
    screenName: 'outtwit_starter',
    userId: '900000002',
    verified: false,
    authToken: demoToken('unverified-auth', 40),
    ct0: demoToken('unverified-ct0', 160),
  },
  {
    label: 'Second verified demo account',
    screenName: 'outtwit_agency',
    userId: '900000003',
    verified: true,
    authToken: demoToken('agency-auth', 40),
    ct0: demoToken('agency-ct0', 160),
  },
];

/**
 * How established each demo account is on X: @outtwit_demo and @outtwit_agency are years old with more than 10
 * conversations; @outtwit_starter is 3 weeks old with 2, what the card's guidance for new accounts is about.
 */
const DEMO_HISTORY: Readonly<Record<string, { ageDays: number; conversations: number }>> = {
  outtwit_demo: { ageDays: 2_450, conversations: 14 },
  outtwit_starter: { ageDays: 21, conversations: 2 },
  outtwit_agency: { ageDays: 1_300, conversations: 12 },
};

export const DEMO_ACCOUNTS: readonly SimAccountInit[] = DEMO_SESSIONS.map((s) => ({
  ...DEMO_HISTORY[s.screenName],
  userId: s.userId,
  screenName: s.screenName,
  name: s.screenName === 'outtwit_demo' ? 'OutTwit Demo' : s.screenName === 'outtwit_starter' ? 'OutTwit Starter' : 'OutTwit Agency',
  verified: s.verified,
  followersCount: 1200,
  authToken: s.authToken,
  ct0: s.ct0,
  bio: 'Simulated X account for OutTwit demos',
  location: 'Internet',
}));

/** Well-known lead sources of the simulated world. */
export const DEMO_NOTABLE_USERS: readonly NotableUser[] = [
  {
    userId: '900000101',
    screenName: 'growthhq',
    name: 'Growth HQ',
    bio: 'Growth marketing playbooks for founders and SaaS teams. New threads daily.',
    bioLinks: [],
    website: ['https://t.co/gr0wthhq', 'https://growthhq.example'],
    location: 'San Francisco, CA',
    verified: true,
    followersCount: 250_000,
    followingCount: 310,
    dmPolicy: 'open',
  },
  {
    userId: '900000102',
    screenName: 'saasfounders',
    name: 'SaaS Founders',
    bio: 'A community of 40k bootstrapped SaaS founders. Marketing, pricing, sales.',
    bioLinks: [],
    website: null,
    location: 'Remote',
    verified: true,
    followersCount: 48_200,
    followingCount: 1_020,
    dmPolicy: 'verified_only',
  },
  {
    userId: '900000103',
    screenName: 'cryptodesk',
    name: 'Crypto Desk',
    bio: 'Crypto markets, DeFi and on-chain research.',
    bioLinks: [],
    website: null,
    location: 'Dubai',
    verified: false,
    followersCount: 12_750,
    followingCount: 640,
    dmPolicy: 'closed',
  },
  {
    userId: '900000104',
    screenName: 'coachcollective',
    name: 'The Coach Collective',
    bio: 'Business and life coaches helping each other grow.',
    bioLinks: [],
    website: null,
    location: 'London',
    verified: false,
    followersCount: 3_400,
    followingCount: 890,
    dmPolicy: 'open',
  },
  {
    // A quick scrape: 300 verified followers (12 % of 2,500).
    userId: '900000105',
    screenName: 'demo_founders',
    name: 'Demo Founders',
    bio: 'Founders sharing what worked in sales, marketing and hiring.',
    bioLinks: [],
    website: null,
    location: 'Austin, TX',
    verified: true,
    followersCount: 2_500,
    followingCount: 420,
    dmPolicy: 'open',
  },
  {
    // A protected account: its followers cannot be read, so a scrape lists it as a failed target.
    userId: '900000106',
    screenName: 'private_circle',
    name: 'Private Circle',
    bio: 'Invite-only mastermind for agency owners.',
    bioLinks: [],
    website: null,
    location: 'Lisbon',
    verified: false,
    followersCount: 900,
    followingCount: 150,
    dmPolicy: 'closed',
    protected: true,
  },
];

/**
 * What the scraper offers to pick in demo mode: the demo world's public accounts, quickest first (the protected
 * one left out), and its posts with fixed engagement.
 */
export function demoScrapeTargets(): { accounts: { screenName: string; name: string; followersCount: number }[]; postLinks: string[] } {
  return {
    accounts: DEMO_NOTABLE_USERS.filter((user) => !user.protected)
      .map((user) => ({ screenName: user.screenName, name: user.name ?? user.screenName, followersCount: user.followersCount ?? 0 }))
      .sort((a, b) => a.followersCount - b.followersCount),
    postLinks: Object.keys(DEMO_TWEETS).map((tweetId) => `https://x.com/growthhq/status/${tweetId}`),
  };
}

/** Tweets with fixed engagement, for retweeter and liker sources. */
export const DEMO_TWEETS: Readonly<Record<string, { retweets: number; likes: number }>> = {
  '1800000000000000001': { retweets: 1_240, likes: 3_900 },
  '1800000000000000002': { retweets: 86, likes: 410 },
};
