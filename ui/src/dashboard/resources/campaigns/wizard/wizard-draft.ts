/**
 * The wizard's draft on this browser: its step and every field, kept in localStorage per user (and per campaign
 * when editing) until the campaign is saved or the draft discarded, so Back, a reload or a second tab keep it.
 */

import { z } from 'zod';
import type { Step, WizardForm } from './wizard-form';

export interface WizardDraft {
  step: Step;
  form: WizardForm;
}

/** The draft's key: the user's, and the campaign's when editing ('new' when creating). */
export const draftKey = (userId: string, campaignId: string | null) => `outtwit.campaign-draft.${userId}.${campaignId ?? 'new'}`;

const formSchema = z.object({
  name: z.string(),
  leadSourceIds: z.array(z.string()),
  templateId: z.string(),
  profileId: z.string(),
  dailyLimit: z.string(),
  skipAlreadyDmd: z.boolean(),
  useDoNotContactList: z.boolean(),
  // Drafts kept before the option existed have none: off, as a new campaign.
  optimiseAutomatically: z.boolean().default(false),
  // Drafts kept before follow-ups existed have none.
  followUps: z.array(z.object({ templateId: z.string(), waitDays: z.string() })).default([]),
  allDay: z.boolean(),
  windowStart: z.string(),
  windowEnd: z.string(),
  timeZone: z.string(),
}) satisfies z.ZodType<WizardForm>;

const draftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  form: formSchema,
}) satisfies z.ZodType<WizardDraft>;

/** A stored draft, or null when there is none or it is not one (written by an older version, say). */
export function parseDraft(text: string | null): WizardDraft | null {
  if (!text) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const serialiseDraft = (draft: WizardDraft): string => JSON.stringify({ step: draft.step, form: draft.form });

/** Whether two forms hold the same choices (sources in any order). */
export function sameForm(a: WizardForm, b: WizardForm): boolean {
  const sorted = (form: WizardForm) => ({ ...form, leadSourceIds: [...form.leadSourceIds].sort() });
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** The user's form after a change: null (the form as it opened) when the change leaves it equal to `pristine`. */
export const draftedForm = (form: WizardForm, pristine: WizardForm): WizardForm | null => (sameForm(form, pristine) ? null : form);

/**
 * Whether the user's form (null: as it opened) is a draft worth keeping: it differs from the form as it opened,
 * both with its only choices chosen (`pristine`) and without (`opened`).
 */
export const isDraft = (form: WizardForm | null, pristine: WizardForm, opened: WizardForm): boolean =>
  form !== null && !sameForm(form, pristine) && !sameForm(form, opened);

/** The draft stored under `key`, or null (also when storage is refused). */
export function readDraft(key: string): WizardDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

/** Stores the draft; false when the browser refuses (private mode, storage full). */
export function writeDraft(key: string, draft: WizardDraft): boolean {
  try {
    window.localStorage.setItem(key, serialiseDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
