/** Copy of the landing page. Every claim here comes from the product specification. */
import { BASIC_LEAD_CREDITS, BASIC_MONTHLY_PRICE, formatCredits, PRO_ACCOUNTS, PRO_LEAD_CREDITS, proMonthlyPrice } from '@shared/billing/contract';

export interface FeatureCopy {
  key: string;
  title: string;
  body: string;
}

export const features: FeatureCopy[] = [
  {
    key: 'scraper',
    title: 'Lead scraper',
    body: 'Pull the followers, following or retweeters of any account. Filter by bio keywords, location and follower count, then export to CSV.',
  },
  {
    key: 'variations',
    title: 'Message variations',
    body: 'Write several versions of your message. Each DM picks one at random and greets the recipient by first name.',
  },
  {
    key: 'skip-list',
    title: 'Live skip list',
    body: 'Add or remove people from the skip list while a campaign is running. No need to stop and start over.',
  },
  {
    key: 'pacing',
    title: 'Human-like pacing',
    body: 'Random delays between messages, progressive back-off after failures and an automatic pause after consecutive failures.',
  },
  {
    key: 'no-repeats',
    title: 'No double messages',
    body: 'Users you have already messaged are skipped automatically, so nobody gets the same pitch twice.',
  },
  {
    key: 'dnc',
    title: 'Do Not Contact list',
    body: 'One central list for all campaigns. Paste profile URLs and we extract the usernames, or add hundreds in bulk.',
  },
  {
    key: 'accounts',
    title: 'Multiple X accounts',
    body: 'Connect several X accounts and spread your outreach across them from a single dashboard.',
  },
  {
    key: 'cloud',
    title: 'Cloud servers, 24/7',
    body: 'Campaigns run on our servers around the clock, so your own computer can stay off.',
  },
];

export const steps = [
  {
    title: 'Scrape or upload an audience',
    body: 'Scrape the followers, following or retweeters of accounts in your niche, search our database of X profiles, or upload your own CSV.',
  },
  {
    title: 'Create a campaign',
    body: 'Write a few message variations with first-name personalisation, pick the sending account and set a daily limit.',
  },
  {
    title: 'Run it and reply to prospects',
    body: 'Start the campaign and let our servers send at a human pace. You focus on the replies landing in your inbox.',
  },
];

export const cloudCards = [
  {
    key: 'always-on',
    title: 'Always on',
    body: 'Campaigns keep sending day and night from our cloud servers. Close your laptop, the work goes on.',
  },
  {
    key: 'nothing-to-install',
    title: 'Nothing to install',
    body: 'No browser extension and no desktop app. Connect an X account from the dashboard and you are ready.',
  },
  {
    key: 'safe-limits',
    title: 'Safe daily limits',
    body: 'Up to 450 DMs per day per account, with random delays and automatic back-off to keep accounts healthy.',
  },
  {
    key: 'proxies',
    title: 'Your own proxies',
    body: 'Attach an optional HTTP or HTTPS proxy to each connected account, so every account keeps its own address.',
  },
];

export interface FaqCopy {
  question: string;
  answer: string;
}

export const faqs: FaqCopy[] = [
  {
    question: 'What kind of X account works best?',
    answer:
      'Use an account that is at least 6 months old, preferably with a paid Premium subscription. Verified accounts can reach up to 90% more users.',
  },
  {
    question: 'How should I warm up an account before my first campaign?',
    answer:
      'Have at least 10 open conversations in your inbox before you start, then begin at around 200 DMs per day and grow from there: start at 50 a day per campaign.',
  },
  {
    question: 'How many DMs can I send per day?',
    answer:
      'OutTwit caps sending at 450 DMs per day per account, below the 500 per day that X itself allows. Random delays and back-off after failures are applied automatically.',
  },
  {
    question: 'How do I build a good lead source?',
    answer:
      'Target accounts with 500-5,000 followers, keep each lead source to 100-200 contacts, and filter bios with 2-3 keywords.',
  },
  {
    question: 'Does my computer need to stay on?',
    answer:
      'No. Campaigns run on our cloud servers around the clock. You can close your browser and check the results whenever you like.',
  },
  {
    question: 'How much does OutTwit cost?',
    answer:
      `Free costs $0. Basic is $${BASIC_MONTHLY_PRICE} per month for 1 connected account and ${formatCredits(BASIC_LEAD_CREDITS)} lead credits. ` +
      `Pro starts at $${proMonthlyPrice(PRO_ACCOUNTS.min)} per month for ${PRO_ACCOUNTS.min} accounts and scales to $${proMonthlyPrice(PRO_ACCOUNTS.max)} per month for ${PRO_ACCOUNTS.max}, ` +
      `with ${formatCredits(PRO_LEAD_CREDITS)} lead credits and CSV download of lead sources. Billing is monthly.`,
  },
  {
    question: 'Is there a free trial?',
    answer:
      'Basic comes with a 7-day free trial. Cancel before the trial ends and you are not charged. The trial applies to Basic only.',
  },
  {
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes. Upgrades take effect at once and are prorated. Downgrades and cancellations take effect at the end of your billing cycle. Refunds are generally not offered.',
  },
  {
    question: 'What support do I get?',
    answer:
      'Every plan includes email support, and Pro adds priority support. We typically reply within 24 hours.',
  },
];

export const navLinks = [
  { href: '#features', label: 'Features' },
  { href: '#process', label: 'How it works' },
  { href: '#cloudfeature', label: 'Cloud' },
  { href: '#community', label: 'Community' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];
