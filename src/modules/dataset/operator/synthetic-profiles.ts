import type { ProfileRecord } from '../profiles/upsert-profiles';
import { seededRandom } from '../../../platform/seeded-random';

/**
 * Synthetic X profiles for demos and benchmarks, deterministic from a seed: the same seed and index always
 * give the same profile. Bios are made of role, industry and interest phrases with emoji and links (about 12 %
 * empty); locations are weighted across countries and cities (about 18 % empty, some of them in the countries
 * the scraper's 3rd World list names); follower counts are log-normal with a power-law tail (most accounts
 * have tens to hundreds, a few millions); about 10 % are verified, more often among the large ones.
 */

export { seededRandom };

/** The generator of profile `index` for `seed`: one random stream per profile, so any slice can be made alone. */
const profileRandom = (seed: number, index: number) => seededRandom(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Picks by weight from `[item, weight]` pairs (cumulative table made once). */
function weighted<T>(pairs: readonly (readonly [T, number])[]): (random: () => number) => T {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const [, weight] of pairs) {
    running += weight / total;
    cumulative.push(running);
  }
  return (random) => {
    const r = random();
    for (let i = 0; i < cumulative.length; i++) if (r < (cumulative[i] as number)) return pairs[i]?.[0] as T;
    return pairs[pairs.length - 1]?.[0] as T;
  };
}

function gaussian(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const FIRST_NAMES = [
  'James', 'Mary', 'Ahmed', 'Priya', 'Chen', 'Sofia', 'Lucas', 'Amara', 'Olu', 'Fatima', 'Diego', 'Hannah', 'Yuki', 'Ivan',
  'Aisha', 'Noah', 'Emma', 'Liam', 'Zara', 'Mateo', 'Grace', 'Kofi', 'Elena', 'Raj', 'Mia', 'Omar', 'Lina', 'Tom', 'Sara', 'Ben',
];
const LAST_NAMES = [
  'Smith', 'Khan', 'Garcia', 'Okafor', 'Nguyen', 'Müller', 'Rossi', 'Silva', 'Kim', 'Patel', 'Cohen', 'Dubois', 'Ivanova',
  'Mensah', 'Haddad', 'Johnson', 'Lee', 'Brown', 'Santos', 'Ali', 'Tanaka', 'Novak', 'Walker', 'Adeyemi', 'Costa',
];
const ROLES = [
  'Founder', 'Co-founder', 'CEO', 'CTO', 'Growth marketer', 'Marketing manager', 'Head of Growth', 'Product manager',
  'Software engineer', 'Full-stack developer', 'Designer', 'UX researcher', 'Data scientist', 'Sales lead', 'Account executive',
  'Agency owner', 'Copywriter', 'Content creator', 'Consultant', 'Investor', 'Angel investor', 'Recruiter', 'Coach',
  'Photographer', 'Real estate agent', 'Freelancer', 'Student', 'Journalist', 'Community manager', 'SEO specialist',
];
const INDUSTRIES = [
  'SaaS', 'fintech', 'e-commerce', 'web3', 'crypto', 'AI', 'marketing', 'real estate', 'healthcare', 'edtech', 'gaming',
  'B2B sales', 'DTC brands', 'cybersecurity', 'climate tech', 'media', 'fitness', 'travel', 'logistics', 'no-code',
];
const INTERESTS = [
  'coffee lover', 'runner', 'dad of 2', 'mom of 3', 'traveler', 'photography', 'bookworm', 'gamer', 'foodie', 'hiker',
  'chess player', 'podcast host', 'dog person', 'cat person', 'surfer', 'music nerd', 'yoga', 'lifelong learner',
  'building in public', 'DMs open', 'views my own', 'NFT collector', 'newsletter writer', 'open source',
];
const EMOJI = ['🚀', '💡', '📈', '☕', '🌍', '🔥', '✨', '🎯', '💻', '📚', '🏃', '🎧', '🌱', '🤝', '⚡'];
const COMPANIES = ['acme', 'nova', 'orbit', 'pixel', 'quant', 'lumen', 'vertex', 'bolt', 'atlas', 'sprout', 'kite', 'forge'];
const TLDS = ['io', 'com', 'co', 'ai', 'xyz', 'dev'];

/** Locations by weight; '' is an empty location. Countries of the 3rd World list appear alone and with cities. */
const LOCATION = weighted<string>([
  ['', 18],
  ['United States', 6],
  ['New York, NY', 5],
  ['San Francisco, CA', 4],
  ['Los Angeles, CA', 3],
  ['Austin, TX', 2],
  ['London, England', 5],
  ['Manchester, England', 1],
  ['Toronto, Canada', 2],
  ['Berlin, Germany', 2],
  ['Paris, France', 2],
  ['Amsterdam, The Netherlands', 1],
  ['Madrid, Spain', 1],
  ['Sydney, Australia', 2],
  ['Dubai, United Arab Emirates', 2],
  ['Singapore', 1],
  ['Tokyo, Japan', 1],
  ['São Paulo, Brazil', 2],
  ['Mexico City, Mexico', 1],
  ['Lagos, Nigeria', 4],
  ['Nigeria', 2],
  ['Karachi, Pakistan', 2],
  ['Pakistan', 2],
  ['Mumbai, India', 4],
  ['Bangalore, India', 3],
  ['India', 3],
  ['Dhaka, Bangladesh', 2],
  ['Nairobi, Kenya', 2],
  ['Accra, Ghana', 1],
  ['Cairo, Egypt', 1],
  ['Manila, Philippines', 2],
  ['Jakarta, Indonesia', 1],
  ['Hanoi, Vietnam', 1],
  ['Kathmandu, Nepal', 1],
  ['Addis Ababa, Ethiopia', 1],
  ['Remote', 2],
  ['Earth 🌍', 1],
  ['Worldwide', 1],
]);

/** Bio shapes by weight: which parts a bio has. */
const BIO_SHAPE = weighted<number>([
  [0, 12], // empty
  [1, 20], // role at company
  [2, 18], // role | industry | interest
  [3, 14], // industry enthusiast + emoji
  [4, 14], // role in industry + link
  [5, 12], // interests only
  [6, 10], // role + industry + interests + emoji + link
]);

function link(random: () => number): string {
  return `https://${pick(random, COMPANIES)}.${pick(random, TLDS)}`;
}

function bio(random: () => number): { bio: string | null; urls: string[] } {
  switch (BIO_SHAPE(random)) {
    case 0:
      return { bio: null, urls: [] };
    case 1:
      return { bio: `${pick(random, ROLES)} at @${pick(random, COMPANIES)}${pick(random, TLDS)}`, urls: [] };
    case 2:
      return { bio: `${pick(random, ROLES)} | ${pick(random, INDUSTRIES)} | ${pick(random, INTERESTS)}`, urls: [] };
    case 3:
      return { bio: `${pick(random, INDUSTRIES)} enthusiast ${pick(random, EMOJI)} ${pick(random, INTERESTS)}`, urls: [] };
    case 4: {
      const url = link(random);
      return { bio: `${pick(random, ROLES)} in ${pick(random, INDUSTRIES)}. Helping teams grow ${pick(random, EMOJI)} ${url}`, urls: [url] };
    }
    case 5:
      return { bio: `${pick(random, INTERESTS)}, ${pick(random, INTERESTS)} ${pick(random, EMOJI)}`, urls: [] };
    default: {
      const url = link(random);
      return {
        bio: `${pick(random, EMOJI)} ${pick(random, ROLES)} building ${pick(random, INDUSTRIES)} tools. ${pick(random, INTERESTS)} & ${pick(random, INTERESTS)}. Try ${url}`,
        urls: [url],
      };
    }
  }
}

/** The first X user id of synthetic profiles (ids are this plus the index: 16 digits, so text order is numeric order). */
export const SYNTHETIC_ID_BASE = 1_000_000_000_000_000;

/** Profile `index` of the synthetic set made from `seed`. */
export function syntheticProfile(seed: number, index: number): ProfileRecord {
  const random = profileRandom(seed, index);
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const { bio: text, urls: bioUrls } = bio(random);
  // Most accounts log-normal around 150; 3 % on a power-law tail from 5,000 (the large accounts).
  const followers = Math.min(
    150_000_000,
    random() < 0.03 ? Math.floor(5000 / (1 - random()) ** (1 / 1.1)) : Math.floor(Math.exp(Math.log(150) + 1.7 * gaussian(random))),
  );
  const following = Math.min(20_000, Math.floor(Math.exp(Math.log(350) + 1.1 * gaussian(random))));
  // About 10 % verified overall, more likely the more followers.
  const verified = random() < (followers > 100_000 ? 0.6 : followers > 10_000 ? 0.25 : 0.08);
  const letters = `${first}${last}`.replace(/[^A-Za-z]/g, '').slice(0, 8);
  const website = random() < 0.3 ? [link(random)] : [];
  return {
    id: String(SYNTHETIC_ID_BASE + index),
    username: `${letters}_${index.toString(36)}`,
    name: random() < 0.9 ? `${first} ${last}` : `${first} ${pick(random, EMOJI)}`,
    bio: text,
    bio_urls: bioUrls,
    urls: website,
    location: LOCATION(random) || null,
    verified,
    followers_count: followers,
    following_count: following,
    profile_image_url: random() < 0.85 ? `https://pbs.twimg.com/profile_images/${SYNTHETIC_ID_BASE + index}/photo_normal.jpg` : null,
  };
}
