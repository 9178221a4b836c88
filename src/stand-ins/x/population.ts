/**
 * A deterministic population of synthetic X users, computed on demand from the user id and a seed:
 * nothing is stored, so an account with 250,000 followers pages without building its followers.
 */
import { handleOfMadeUpId, madeUpId, wellFormedHandle } from './made-up-accounts';

export type DmPolicy = 'open' | 'closed' | 'verified_only';

export interface SimUser {
  userId: string;
  screenName: string;
  name: string;
  bio: string;
  /** Links in the bio: [t.co url, expanded url]. */
  bioLinks: Array<[string, string]>;
  /** Website field: [t.co url, expanded url], or null. */
  website: [string, string] | null;
  location: string;
  /** Blue (paid) verification: is_blue_verified. */
  verified: boolean;
  /** Gold (Business) or grey (Government) check: verified_type, whatever is_blue_verified says. */
  verifiedType?: 'Business' | 'Government';
  followersCount: number;
  followingCount: number;
  dmPolicy: DmPolicy;
  createdAt: number;
  avatarUrl: string;
  protected: boolean;
}

export interface NotableUser extends Partial<Omit<SimUser, 'userId' | 'screenName'>> {
  userId: string;
  screenName: string;
}

/** Synthetic ids are ten-digit numbers in [SYNTHETIC_BASE, SYNTHETIC_BASE + SYNTHETIC_SPAN). */
const SYNTHETIC_BASE = 1_000_000_000;
const SYNTHETIC_SPAN = 8_000_000_000;

/** 32-bit FNV-1a over the parts, then a final avalanche. */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from the parts. */
export function unit(...parts: Array<string | number>): number {
  return hash32(...parts) / 0x1_0000_0000;
}

/** The stand-in's deterministic generator is the platform's (mulberry32). */
export { seededRandom } from '../../platform/seeded-random';

const FIRST_NAMES = [
  'Maria', 'James', 'Aisha', 'Lucas', 'Sofia', 'Daniel', 'Priya', 'Ethan', 'Chloe', 'Mateo', 'Hannah', 'Omar',
  'Emily', 'Noah', 'Yuki', 'Liam', 'Fatima', 'Oliver', 'Grace', 'Diego', 'Zoe', 'Arjun', 'Laura', 'Kwame',
  'Isabel', 'Ryan', 'Mei', 'Samuel', 'Elena', 'Tom', 'Nadia', 'Victor', 'Amara', 'Ben', 'Leah', 'Marco',
];
const LAST_NAMES = [
  'Lopez', 'Smith', 'Khan', 'Martin', 'Rossi', 'Kim', 'Patel', 'Brown', 'Dubois', 'Garcia', 'Muller', 'Haddad',
  'Walker', 'Nguyen', 'Sato', 'Murphy', 'Ali', 'Schmidt', 'Okafor', 'Silva', 'Cohen', 'Sharma', 'Novak', 'Mensah',
  'Costa', 'Hughes', 'Chen', 'Adeyemi', 'Ivanova', 'Reed', 'Petrov', 'Moreau', 'Diallo', 'Fischer', 'Levy', 'Bianchi',
];
const ROLES = [
  'Founder @{co}', 'Co-founder of {co}', 'Growth marketing lead', 'Marketing consultant', 'SaaS founder',
  'B2B SaaS marketer', 'Crypto trader', 'Web3 builder', 'Business coach', 'Life coach', 'Fitness coach',
  'Agency owner', 'Copywriter', 'Product designer', 'Indie hacker', 'Real estate investor', 'E-commerce operator',
  'Content creator', 'Sales coach', 'AI engineer', 'Head of marketing at {co}', 'CMO @{co}', 'DeFi researcher',
];
const TOPICS = [
  'helping brands grow on X', 'building in public', 'scaling {co} to $1M ARR', 'crypto & DeFi', 'SaaS growth',
  'cold outreach that works', 'personal branding', 'lead generation', 'bitcoin since 2017', 'email marketing',
  'coaching founders', 'performance marketing', 'no-code tools', 'AI automation', 'community building',
];
const EXTRAS = ['DMs open', 'Tips below', 'Father of 2', 'Coffee first', 'Ex-Google', 'Speaker', 'Podcast host', '🚀', '📈', ''];
const COMPANIES = ['Launchly', 'Growthly', 'Stackwise', 'Coinpath', 'LeadForge', 'Brightlane', 'Northstar', 'Pixelmint', 'Funnelcraft', 'Chainbase'];
const LOCATIONS = [
  'New York, NY', 'London', 'San Francisco, CA', 'Austin, TX', 'Berlin', 'Toronto', 'Dubai', 'Lagos', 'Singapore',
  'Paris', 'Miami, FL', 'Sydney', 'Bangalore', 'Lisbon', 'Mexico City', 'Remote', 'Amsterdam', 'São Paulo', '', '', '',
];

function pick<T>(list: readonly T[], ...parts: Array<string | number>): T {
  return list[hash32(...parts) % list.length];
}

export function isSyntheticId(userId: string): boolean {
  if (!/^\d{10}$/.test(userId)) return false;
  const n = Number(userId);
  return n >= SYNTHETIC_BASE && n < SYNTHETIC_BASE + SYNTHETIC_SPAN;
}

export interface PopulationOptions {
  seed?: number;
  notable?: readonly NotableUser[];
  /** Share of synthetic users with blue verification. Default 0.12. */
  verifiedRate?: number;
  /** Share of synthetic users with DMs closed. Default 0.3. */
  closedDmRate?: number;
  /** Share of synthetic users accepting DMs from verified senders only. Default 0.1. */
  verifiedOnlyRate?: number;
}

export class Population {
  readonly seed: number;
  private readonly notableById = new Map<string, SimUser>();
  private readonly notableByName = new Map<string, SimUser>();
  private readonly verifiedRate: number;
  private readonly closedDmRate: number;
  private readonly verifiedOnlyRate: number;
  private readonly deletedHandles = new Set<string>();

  constructor(options: PopulationOptions = {}) {
    this.seed = options.seed ?? 42;
    this.verifiedRate = options.verifiedRate ?? 0.12;
    this.closedDmRate = options.closedDmRate ?? 0.3;
    this.verifiedOnlyRate = options.verifiedOnlyRate ?? 0.1;
    for (const notable of options.notable ?? []) this.addNotable(notable);
  }

  addNotable(notable: NotableUser): SimUser {
    const base = this.synthesize(notable.userId, notable.screenName);
    const user: SimUser = { ...base, ...notable };
    this.notableById.set(user.userId, user);
    this.notableByName.set(user.screenName.toLowerCase(), user);
    return user;
  }

  /** Updates a notable user's fields (verification, DM policy, ...). */
  patch(userId: string, fields: Partial<Omit<SimUser, 'userId'>>): SimUser | undefined {
    const user = this.userById(userId);
    if (!user) return undefined;
    return this.addNotable({ ...user, ...fields });
  }

  userById(userId: string): SimUser | undefined {
    const notable = this.notableById.get(userId);
    if (notable) return notable;
    if (isSyntheticId(userId)) return this.synthesize(userId);
    const handle = handleOfMadeUpId(userId);
    return handle === null ? undefined : this.madeUp(handle);
  }

  /**
   * The user with this handle: a notable or synthetic one, else (any well-formed handle but a deleted one) an
   * account made up from the handle, the same every time.
   */
  userByScreenName(screenName: string): SimUser | undefined {
    const key = screenName.trim().replace(/^@/, '').toLowerCase();
    if (this.deletedHandles.has(key)) return undefined;
    const notable = this.notableByName.get(key);
    if (notable) return notable;
    const match = /_([0-9a-z]+)$/.exec(key);
    const n = match ? Number.parseInt(match[1], 36) : Number.NaN;
    if (Number.isFinite(n) && n >= 0 && n < SYNTHETIC_SPAN) {
      const user = this.userById(String(SYNTHETIC_BASE + n));
      if (user && user.screenName.toLowerCase() === key) return user;
    }
    const handle = wellFormedHandle(key);
    return handle === null ? undefined : this.madeUp(handle);
  }

  /** Deletes the account of a handle: X then answers UserByScreenName with nothing (a scrape's 'Account not found'). */
  deleteHandle(screenName: string): void {
    this.deletedHandles.add(screenName.trim().replace(/^@/, '').toLowerCase());
  }

  /**
   * The account made up for a handle: a synthesized profile under the handle, named after it, with an audience
   * sized for a demo scrape (500 to 5,000 followers, the range the help text recommends) so a scrape ends in seconds.
   */
  private madeUp(handle: string): SimUser {
    const words = handle.split('_').filter((word) => word.length > 0);
    return {
      ...this.synthesize(madeUpId(handle), handle),
      name: words.length > 0 ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : handle,
      followersCount: 500 + (hash32(this.seed, 'made-up-followers', handle) % 4501),
      followingCount: 50 + (hash32(this.seed, 'made-up-following', handle) % 951),
    };
  }

  /** The id at position `index` of a list (followers of a user, retweeters of a tweet, ...). */
  memberAt(list: string, subjectId: string, index: number): string {
    return String(SYNTHETIC_BASE + (hash32(this.seed, list, subjectId, index) % SYNTHETIC_SPAN));
  }

  /** The index-th verified follower: walks the follower sequence's verified members deterministically. */
  verifiedMemberAt(subjectId: string, index: number): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const id = String(SYNTHETIC_BASE + (hash32(this.seed, 'verified-followers', subjectId, index, attempt) % SYNTHETIC_SPAN));
      if (this.synthesize(id).verified) return id;
    }
    return this.memberAt('verified-followers-fallback', subjectId, index);
  }

  /** How many users a list holds. */
  listSize(list: 'followers' | 'verified-followers' | 'following' | 'retweeters' | 'likers', subjectId: string): number {
    if (list === 'retweeters' || list === 'likers') {
      if (!/^\d+$/.test(subjectId)) return 0;
      const notable = this.tweetCounts.get(subjectId);
      if (notable) return list === 'retweeters' ? notable.retweets : notable.likes;
      const base = hash32(this.seed, 'tweet', list, subjectId);
      return list === 'retweeters' ? 5 + (base % 600) : 20 + (base % 2500);
    }
    const user = this.userById(subjectId);
    if (!user) return 0;
    if (list === 'followers') return user.followersCount;
    if (list === 'following') return user.followingCount;
    return Math.floor(user.followersCount * this.verifiedRate);
  }

  private readonly tweetCounts = new Map<string, { retweets: number; likes: number }>();
  private readonly deletedTweets = new Set<string>();

  /** Deletes a tweet: X then answers its Retweeters and Favoriters with error 144. */
  deleteTweet(tweetId: string): void {
    this.deletedTweets.add(tweetId);
  }

  isTweetDeleted(tweetId: string): boolean {
    return this.deletedTweets.has(tweetId);
  }

  /** Fixes the number of retweets and likes of a tweet. */
  setTweet(tweetId: string, counts: { retweets: number; likes: number }): void {
    this.tweetCounts.set(tweetId, counts);
  }

  private synthesize(userId: string, screenName?: string): SimUser {
    const s = this.seed;
    const first = pick(FIRST_NAMES, s, 'first', userId);
    const last = pick(LAST_NAMES, s, 'last', userId);
    const n = Number(userId) - SYNTHETIC_BASE;
    const handle = screenName ?? `${first.toLowerCase()}${last[0].toLowerCase()}_${Math.max(0, n).toString(36)}`;
    const company = pick(COMPANIES, s, 'company', userId);
    const role = pick(ROLES, s, 'role', userId).replace('{co}', company);
    const topic = pick(TOPICS, s, 'topic', userId).replace('{co}', company);
    const extra = pick(EXTRAS, s, 'extra', userId);
    const bioLinks: Array<[string, string]> = [];
    let bio = `${role} | ${topic}${extra ? ` | ${extra}` : ''}`;
    if (unit(s, 'bio-link', userId) < 0.2) {
      const tco = `https://t.co/${hash32(s, 'tco-bio', userId).toString(36)}`;
      bioLinks.push([tco, `https://${company.toLowerCase()}.io/${handle}`]);
      bio += ` ${tco}`;
    }
    const website: [string, string] | null =
      unit(s, 'website', userId) < 0.35
        ? [`https://t.co/${hash32(s, 'tco-web', userId).toString(36)}`, `https://${handle.replace(/_/g, '')}.com`]
        : null;
    // Followers: heavy-tailed, mostly tens to thousands.
    const followersCount = Math.floor(Math.exp(unit(s, 'followers', userId) ** 1.6 * Math.log(120_000)));
    const followingCount = 10 + Math.floor(unit(s, 'following', userId) * 2500);
    const verified = unit(s, 'verified', userId) < this.verifiedRate;
    const dmRoll = unit(s, 'dm', userId);
    const dmPolicy: DmPolicy =
      dmRoll < this.closedDmRate ? 'closed' : dmRoll < this.closedDmRate + this.verifiedOnlyRate ? 'verified_only' : 'open';
    const createdAt = Date.UTC(2009, 0, 1) + Math.floor(unit(s, 'created', userId) * 15 * 365 * 86_400_000);
    return {
      userId,
      screenName: handle,
      name: `${first} ${last}`,
      bio,
      bioLinks,
      website,
      location: pick(LOCATIONS, s, 'location', userId),
      verified,
      followersCount,
      followingCount,
      dmPolicy,
      createdAt,
      avatarUrl: `https://pbs.twimg.com/profile_images/${1_500_000_000_000_000_000n + BigInt(hash32(s, 'avatar', userId))}/${hash32(s, 'img', userId).toString(36)}_normal.jpg`,
      protected: false,
    };
  }
}
