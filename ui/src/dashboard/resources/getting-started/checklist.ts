/**
 * The getting-started checklist: the six steps from sign-up to a first reply, each ticked from the user's own
 * data (never from what they clicked), each pointing to the page where it is done.
 */

export type StepId = 'plan' | 'account' | 'leads' | 'template' | 'campaign' | 'reply';

/** What the user has, read from the plan, accounts, lead sources, templates and campaigns; undefined while loading. */
export interface StartFacts {
  plan: string | undefined;
  accounts: number | undefined;
  leadSources: number | undefined;
  templates: number | undefined;
  /** Campaigns that were started at least once (sent, or left the ready state). */
  startedCampaigns: number | undefined;
  replies: number | undefined;
}

export interface ChecklistStep {
  id: StepId;
  label: string;
  /** Where the step is done. */
  to: string;
  done: boolean;
}

const steps: Array<{ id: StepId; label: string; to: string; done(facts: StartFacts): boolean }> = [
  { id: 'plan', label: 'Choose a plan', to: '/dashboard/account', done: (f) => f.plan !== undefined && f.plan !== 'free' },
  { id: 'account', label: 'Connect an X account', to: '/dashboard/connect', done: (f) => (f.accounts ?? 0) > 0 },
  { id: 'leads', label: 'Find leads', to: '/dashboard/leads/new', done: (f) => (f.leadSources ?? 0) > 0 },
  { id: 'template', label: 'Write a message template', to: '/dashboard/campaigns/new', done: (f) => (f.templates ?? 0) > 0 },
  { id: 'campaign', label: 'Start a campaign', to: '/dashboard/campaigns/new', done: (f) => (f.startedCampaigns ?? 0) > 0 },
  { id: 'reply', label: 'Get your first reply', to: '/dashboard/campaigns', done: (f) => (f.replies ?? 0) > 0 },
];

/** The steps in order, each ticked or not; null until every fact has loaded (no flicker of wrong ticks). */
export function checklistOf(facts: StartFacts): ChecklistStep[] | null {
  if (Object.values(facts).some((value) => value === undefined)) return null;
  return steps.map(({ done, ...step }) => ({ ...step, done: done(facts) }));
}

/** The first step not done yet: what the checklist points to next; null once all are done. */
export function nextStepOf(checklist: ChecklistStep[]): ChecklistStep | null {
  return checklist.find((step) => !step.done) ?? null;
}

/** Campaigns count as started once they left 'ready' or sent anything. */
export function startedCount(campaigns: ReadonlyArray<{ status: string; messages_sent: number }>): number {
  return campaigns.filter((campaign) => campaign.status !== 'ready' || campaign.messages_sent > 0).length;
}
