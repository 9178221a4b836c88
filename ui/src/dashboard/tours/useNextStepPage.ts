import { checklistOf, nextStepOf } from '../resources/getting-started/checklist';
import { useStartFacts } from '../resources/getting-started/useStartFacts';

/**
 * The page of the user's next getting-started step (Account Plan for a free user, Connect Account for a paying
 * user with no account, ...): undefined while the facts load, null once every step is done.
 */
export function useNextStepPage(): string | null | undefined {
  const checklist = checklistOf(useStartFacts());
  return checklist ? (nextStepOf(checklist)?.to ?? null) : undefined;
}
