import { describe, expect, it } from 'vitest';
import { checklistOf, nextStepOf, type StartFacts, startedCount } from './checklist';

const nothing: StartFacts = { plan: 'free', accounts: 0, leadSources: 0, templates: 0, startedCampaigns: 0, replies: 0 };

describe('getting-started checklist', () => {
  it('given a new free user, when read, then nothing is ticked and the plan comes next', () => {
    const checklist = checklistOf(nothing);
    expect(checklist?.map((step) => step.id)).toEqual(['plan', 'account', 'leads', 'template', 'campaign', 'reply']);
    expect(checklist?.every((step) => !step.done)).toBe(true);
    expect(nextStepOf(checklist ?? [])?.to).toBe('/dashboard/account');
  });

  it('given a paid plan and an account, when read, then both are ticked and Find Leads comes next', () => {
    const checklist = checklistOf({ ...nothing, plan: 'basic', accounts: 1 }) ?? [];
    expect(checklist.filter((step) => step.done).map((step) => step.id)).toEqual(['plan', 'account']);
    expect(nextStepOf(checklist)?.to).toBe('/dashboard/leads/new');
  });

  it('given everything done, when read, then no step comes next', () => {
    const done = { plan: 'pro', accounts: 2, leadSources: 1, templates: 1, startedCampaigns: 1, replies: 3 };
    expect(nextStepOf(checklistOf(done) ?? [])).toBeNull();
  });

  it('given a fact still loading, when read, then there is no checklist yet', () => {
    expect(checklistOf({ ...nothing, replies: undefined })).toBeNull();
  });

  it('given a created campaign never started, when counted, then it is not started', () => {
    expect(startedCount([{ status: 'ready', messages_sent: 0 }])).toBe(0);
    expect(startedCount([{ status: 'running', messages_sent: 0 }, { status: 'ready', messages_sent: 4 }])).toBe(2);
  });
});
