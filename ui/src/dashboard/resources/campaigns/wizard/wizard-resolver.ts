/**
 * The wizard's check, react-hook-form's resolver: the values are checked as the body they become, with the
 * campaigns contract's own request schema (the one the API parses it with, its messages word for word). The
 * wizard adds only what the schema cannot know: the user's other records (names taken, sources still being
 * scraped, the choices that exist, the sources a paused campaign keeps) and a time left blank in the hours.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import { type CampaignRow, campaignMessages, createCampaignSchema, nameTaken, updateCampaignSchema } from '@shared/campaigns/contract';
import type { LeadSourceRow } from '@shared/leads/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { MessageField } from './wizard-fields';
import { bodyOf, isScraping, keepsSources, sendWindowOfForm, type WizardForm } from './wizard-form';

/** What the check knows besides the form: the campaign edited (if any) and the user's other records. */
export interface WizardContext {
  /** Names of the user's other campaigns (the edited one left out). */
  otherNames: readonly string[];
  sources: readonly Pick<LeadSourceRow, 'id' | 'status'>[];
  templateIds: readonly string[];
  accountIds: readonly string[];
  /** The campaign edited; null when creating. */
  campaign: Pick<CampaignRow, 'status' | 'lead_source_ids' | 'requires_validation'> | null;
}

/** A message per field that has one. */
export type Problems = Partial<Record<MessageField, string>>;

type BodyField = keyof typeof fieldOfBody;

/** The form field each of the body's fields comes from. */
const fieldOfBody = {
  name: 'name',
  lead_source_ids: 'leadSourceIds',
  template_id: 'templateId',
  follow_ups: 'followUps',
  profile_id: 'profileId',
  daily_dm_limit: 'dailyLimit',
  send_window_start: 'windowStart',
  send_window_end: 'windowStart',
  time_zone: 'timeZone',
} as const satisfies Record<string, MessageField>;

const isBodyField = (key: string): key is BodyField => key in fieldOfBody;

const checkBody = zodResolver(createCampaignSchema);
const checkHours = zodResolver(updateCampaignSchema);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** The first message of each body field, under the form field it comes from. */
function problemsOf(errors: FieldErrors): Problems {
  const problems: Problems = {};
  for (const [key, error] of Object.entries(errors)) {
    const message = typeof error?.message === 'string' ? error.message : undefined;
    if (!isBodyField(key) || !message) continue;
    const field = fieldOfBody[key];
    problems[field] ??= message;
  }
  return problems;
}

/** What the schema says of the body the form becomes. */
async function schemaProblems(form: WizardForm): Promise<Problems> {
  // The limit as typed (the schema takes numeric strings): a blank one is missing, not 0.
  const body = { ...bodyOf(form), daily_dm_limit: form.dailyLimit };
  const problems = problemsOf((await checkBody(body, undefined, options)).errors);
  // The schema checks the hours once every field passes: with another message they are checked alone.
  if (Object.keys(problems).length > 0 && !problems.windowStart) {
    const hours = { send_window_start: body.send_window_start, send_window_end: body.send_window_end };
    Object.assign(problems, problemsOf((await checkHours(hours, undefined, options)).errors));
  }
  return problems;
}

/**
 * What the schema cannot know: `first` goes before the schema's message of its field (it names the situation),
 * `then` only where the schema has none.
 */
export function recordProblems(form: WizardForm, context: WizardContext): { first: Problems; then: Problems } {
  const first: Problems = {};
  const then: Problems = {};
  const kept = keepsSources(context.campaign?.status);
  const removed = kept ? (context.campaign?.lead_source_ids ?? []).some((id) => !form.leadSourceIds.includes(id)) : false;
  if (kept && removed) first.leadSourceIds = campaignMessages.cannotRemoveSources(kept);
  if (!context.templateIds.includes(form.templateId)) first.templateId = campaignMessages.templateRequired;
  if (form.followUps.some((step) => !context.templateIds.includes(step.templateId))) first.followUps = campaignMessages.followUpTemplateRequired;
  if (!context.accountIds.includes(form.profileId)) {
    first.profileId = context.campaign?.requires_validation ? campaignMessages.validationAccountRequired : campaignMessages.accountRequired;
  }
  // The body cannot carry hours with a time missing: the contract's message for hours not both set.
  if (sendWindowOfForm(form) === undefined) first.windowStart = campaignMessages.sendWindowIncomplete;
  if (nameTaken(context.otherNames, form.name)) then.name = campaignMessages.nameTaken;
  if (context.sources.some((source) => form.leadSourceIds.includes(source.id) && isScraping(source.status))) {
    then.leadSourceIds = campaignMessages.sourcesScraping;
  }
  return { first, then };
}

/** Every message the form's values have, one per field. */
export async function wizardProblems(form: WizardForm, context: WizardContext): Promise<Problems> {
  const { first, then } = recordProblems(form, context);
  return { ...then, ...(await schemaProblems(form)), ...first };
}

export const wizardResolver: Resolver<WizardForm, WizardContext> = async (form, context) => {
  const problems = context ? await wizardProblems(form, context) : await schemaProblems(form);
  const errors: FieldErrors<WizardForm> = {};
  for (const [field, message] of Object.entries(problems)) {
    if (message) Object.assign(errors, { [field]: { type: 'validate', message } });
  }
  return Object.keys(errors).length === 0 ? { values: form, errors: {} } : { values: {}, errors };
};
