import type { Caller } from '../../../platform/commands/command-endpoint';
import type { PlanName } from '../../billing/contract';
import type { DatasetSearchCriteria } from '../contract';

/** A lead of a source made from the database, in the leads table's columns (usernames lower-cased). */
export interface DatasetLead {
  username: string;
  name: string | null;
  bio: string | null;
  bio_urls: string[];
  urls: string[];
  location: string | null;
  verified: boolean | null;
  followers_count: number | null;
  following_count: number | null;
  metadata: Record<string, string>;
}

/** The 'dataset' lead source to record once its leads are written. */
export interface DatasetSourceToRecord {
  sourceId: string;
  name: string;
  leadCount: number;
  /** The user's plan and lead credit limit when the source is made. */
  plan: PlanName;
  creditsLimit: number;
  searchCriteria: DatasetSearchCriteria;
}

/**
 * What making a lead source from the database needs of the lead sources context, which provides it under
 * LEAD_SOURCE_WRITER (the app hands its module to DatasetModule.register): the leads written batch by batch, then
 * the source recorded by the lead library, which decides the name, the free plan's 3 sources and the credits.
 */
export interface LeadSourceWriter {
  /** One batch of the source's leads, in one statement; rows of a source not yet recorded are never read. */
  writeLeads(sourceId: string, leads: readonly DatasetLead[]): Promise<void>;
  /** Records the source; a refusal (its name taken, the plan's sources) throws the lead library's DomainError. */
  record(caller: Caller, source: DatasetSourceToRecord): Promise<void>;
  /** Deletes the leads written for a source that was not recorded. */
  discard(sourceId: string): Promise<void>;
}

export const LEAD_SOURCE_WRITER = Symbol('LeadSourceWriter');
