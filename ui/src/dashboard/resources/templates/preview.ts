import { personalise } from '@shared/campaigns/personalise';
import type { LeadRow, LeadSourceRow } from '@shared/leads/contract';

/** The live preview's rules, apart from its screen so they can be checked on their own. */

type PreviewSource = Pick<LeadSourceRow, 'id' | 'total_leads'>;

/** The sources the preview can take a lead from: those with leads, in the list's order (newest first). */
export const previewSources = <S extends PreviewSource>(sources: readonly S[]): S[] => sources.filter((source) => source.total_leads > 0);

/**
 * The source the preview shows: the one chosen while it still has leads, else the first source the campaign
 * uses, else the newest one with leads; '' when there is none.
 */
export function previewSourceId(sources: readonly PreviewSource[], chosen: string, preferredIds: readonly string[]): string {
  if (chosen && sources.some((source) => source.id === chosen)) return chosen;
  return (sources.find((source) => preferredIds.includes(source.id)) ?? sources[0])?.id ?? '';
}

/** The messages written so far, numbered as the template numbers them (blank ones are skipped but keep their number). */
export const writtenMessages = (messages: readonly string[]) =>
  messages.map((message, i) => ({ message, number: i + 1 })).filter(({ message }) => message.trim() !== '');

/** A message as the lead will receive it (the runner's own `personalise`), or as written while no lead is loaded. */
export const previewOf = (message: string, lead: LeadRow | undefined, columns: readonly string[] = []) =>
  lead ? personalise(message, lead, columns) : message;
