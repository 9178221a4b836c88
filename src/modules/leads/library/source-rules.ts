/**
 * The lead library's rules on a new or renamed source, as the decider applies them; an upload checks them early
 * with these same functions, before its file is read.
 */
import { DomainError } from '../../../platform/http/domain-error';
import { LEAD_LIMITS, leadMessages, sourceNameTaken } from '../contract';

/** A source's name, trimmed: refused when blank or longer than 100 characters. */
export function checkSourceName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new DomainError(leadMessages.nameBlank, 'name_blank');
  if (trimmed.length > LEAD_LIMITS.maxNameLength) throw new DomainError(leadMessages.nameTooLong, 'name_too_long');
  return trimmed;
}

/** A new source's name must not be one of the user's sources' `names`. */
export function refuseTakenSourceName(names: Iterable<string>, name: string): void {
  if (sourceNameTaken(names, name)) throw new DomainError(leadMessages.duplicateSourceName, 'name_taken', 'conflict');
}

/** The free plan holds at most 3 sources: a new one is refused once the user has them. */
export function refuseOverFreeSourceLimit(plan: string, sourceCount: number): void {
  if (plan === 'free' && sourceCount >= LEAD_LIMITS.freeMaxSources) {
    throw new DomainError(leadMessages.freeSourceLimit, 'free_source_limit', 'forbidden');
  }
}
