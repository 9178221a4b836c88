import type { Decider } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { LEAD_LIMITS, leadMessages } from '../contract';
import type { LeadSourceEvent, LeadSourceType } from './events';
import { creditsUsed, evolve, initialState, type LeadLibraryState, leadLibrarySnapshot, sameName } from './state';

export type PlanName = 'free' | 'basic' | 'pro';

export type LeadLibraryCommand =
  | {
      type: 'CreateLeadSource';
      userId: string;
      sourceId: string;
      name: string;
      sourceType: LeadSourceType;
      csvFilename: string | null;
      csvColumns: string[];
      /** Leads already written for the source (unique usernames). */
      leadCount: number;
      /** The user's plan and lead credit limit when the command was sent. */
      plan: PlanName;
      creditsLimit: number;
    }
  | { type: 'RenameLeadSource'; userId: string; sourceId: string; name: string }
  | {
      type: 'DeleteLeadSources';
      userId: string;
      sourceIds: string[];
      /** Ids among them used by running, paused or completed campaigns. */
      inUse: string[];
    };

const notFound = () => new DomainError(leadMessages.notFound, 'lead_source_not_found', 'not_found');

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new DomainError(leadMessages.nameBlank, 'name_blank');
  if (trimmed.length > LEAD_LIMITS.maxNameLength) throw new DomainError(leadMessages.nameTooLong, 'name_too_long');
  return trimmed;
}

/** Credits left of a limit after what the sources use (never below zero). */
export const creditsLeft = (state: LeadLibraryState, limit: number) => Math.max(0, limit - creditsUsed(state));

export function decide(command: LeadLibraryCommand, state: LeadLibraryState): LeadSourceEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'CreateLeadSource': {
      const name = checkName(command.name);
      if (state.sources.has(command.sourceId)) throw new DomainError(leadMessages.duplicateSourceName, 'source_exists', 'conflict');
      for (const source of state.sources.values()) {
        if (sameName(source.name, name)) throw new DomainError(leadMessages.duplicateSourceName, 'name_taken', 'conflict');
      }
      if (command.plan === 'free' && state.sources.size >= LEAD_LIMITS.freeMaxSources) {
        throw new DomainError(leadMessages.freeSourceLimit, 'free_source_limit', 'forbidden');
      }
      if (command.leadCount <= 0) throw new DomainError(leadMessages.noValidUsernames, 'no_valid_usernames');
      const left = creditsLeft(state, command.creditsLimit);
      if (command.leadCount > left) {
        throw new DomainError(leadMessages.notEnoughCredits(command.leadCount, left), 'lead_credits_exceeded', 'forbidden');
      }
      const { sourceId, sourceType, csvFilename, csvColumns } = command;
      return [
        { type: 'LeadSourceCreated', data: { userId, sourceId, name, sourceType, csvFilename, csvColumns } },
        { type: 'LeadsImported', data: { userId, sourceId, count: command.leadCount } },
      ];
    }
    case 'RenameLeadSource': {
      const source = state.sources.get(command.sourceId);
      if (!source) throw notFound();
      const name = checkName(command.name);
      if (source.name === name) return [];
      for (const [id, other] of state.sources) {
        if (id !== command.sourceId && sameName(other.name, name)) {
          throw new DomainError(leadMessages.nameTaken(name), 'name_taken', 'conflict');
        }
      }
      return [{ type: 'LeadSourceRenamed', data: { userId, sourceId: command.sourceId, name } }];
    }
    case 'DeleteLeadSources': {
      const ids = [...new Set(command.sourceIds)];
      if (ids.length === 0 || ids.some((id) => !state.sources.has(id))) throw notFound();
      const inUse = new Set(command.inUse);
      if (ids.some((id) => inUse.has(id))) throw new DomainError(leadMessages.inUse, 'lead_source_in_use', 'conflict');
      return ids.map((sourceId) => ({
        type: 'LeadSourceDeleted' as const,
        data: { userId, sourceId, leadCount: state.sources.get(sourceId)?.totalLeads ?? 0 },
      }));
    }
  }
}

export const leadLibraryDecider: Decider<LeadLibraryCommand, LeadLibraryState, LeadSourceEvent> = {
  initialState,
  evolve,
  decide,
  snapshot: leadLibrarySnapshot,
};
