import { MAX_COMPLETED_STEPS, onboardingMessages, type UpdateOnboardingBody } from './contract';
import { DomainError } from '../../platform/http/domain-error';

/**
 * The completed list after an update: cleared first on reset, then each new id appended once, in the order
 * first completed. Completing a tour twice (a replay) leaves the list as it was.
 */
export function applyOnboardingUpdate(current: readonly string[], update: UpdateOnboardingBody): string[] {
  const next = update.reset ? [] : [...current];
  for (const id of update.complete ?? []) if (!next.includes(id)) next.push(id);
  if (next.length > MAX_COMPLETED_STEPS) throw new DomainError(onboardingMessages.tooMany, 'too_many_steps');
  return next;
}
