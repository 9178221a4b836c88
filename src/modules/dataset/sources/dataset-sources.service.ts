import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Caller } from '../../../platform/commands/command-endpoint';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { DomainError } from '../../../platform/http/domain-error';
import {
  type CreateDatasetSourceAnswer,
  DATASET_LIMITS,
  type DatasetSearchCriteria,
  datasetMessages,
  effectiveLeadLimit,
  type LeadLimit,
  type ProfileRow,
  type SearchCriteria,
} from '../contract';
import { storableText } from '../profiles/upsert-profiles';
import { DatasetSearch } from '../search/dataset-search.service';
import { type DatasetLead, LEAD_SOURCE_WRITER, type LeadSourceWriter } from './lead-sources-port';

/** The leads table's row for a profile (usernames lower-cased, as every lead source keeps them). */
const leadOf = (profile: ProfileRow): DatasetLead => ({
  username: profile.username.toLowerCase(),
  name: profile.name,
  bio: profile.bio,
  bio_urls: profile.bio_urls,
  urls: profile.urls,
  location: profile.location,
  verified: profile.verified,
  followers_count: profile.followers_count,
  following_count: profile.following_count,
  metadata: {},
});

/**
 * Create Lead Source from the database: the matches are fetched a batch of 1,000 at a time (keyset) up to the
 * number of leads (the free plan's 200), written to the leads table as each batch arrives, then the lead
 * library records the 'dataset' source with its search criteria, deciding the name, the free plan's 3 sources
 * and the credits (both through the lead sources context's LeadSourceWriter). A refused source has the rows
 * written deleted: nothing half-written.
 */
@Injectable()
export class DatasetSources {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly search: DatasetSearch,
    @Inject(LEAD_SOURCE_WRITER) private readonly leadSources: LeadSourceWriter,
  ) {}

  async create(caller: Caller, body: { name: string; criteria: SearchCriteria; lead_limit: LeadLimit }): Promise<CreateDatasetSourceAnswer> {
    const userId = caller.user.workspaceId;
    const name = storableText(body.name).trim();
    if (name === '') throw new DomainError(datasetMessages.nameRequired, 'name_required');
    await this.refuseTakenName(userId, name);
    const plan = await this.search.planOf(userId);
    const limit = effectiveLeadLimit(body.lead_limit, plan.planType);
    const sourceId = randomUUID();
    const usernames = new Set<string>();
    let truncated = false;
    try {
      // On the free plan one more than the limit tells whether the limit cut the matches.
      for await (const batch of this.search.matches(body.criteria, plan.planType === 'free' ? limit + 1 : limit)) {
        const leads: DatasetLead[] = [];
        for (const profile of batch) {
          const lead = leadOf(profile);
          if (usernames.has(lead.username)) continue;
          if (usernames.size >= limit) {
            truncated = true;
            break;
          }
          usernames.add(lead.username);
          leads.push(lead);
        }
        await this.leadSources.writeLeads(sourceId, leads);
      }
      if (usernames.size === 0) throw new DomainError(datasetMessages.noResults, 'no_results');
      const searchCriteria: DatasetSearchCriteria = {
        include_keywords: body.criteria.include_keywords,
        exclude_keywords: body.criteria.exclude_keywords,
        exclude_locations: body.criteria.exclude_locations,
        followers_filter: filterRecord(body.criteria.followers_filter),
        following_filter: filterRecord(body.criteria.following_filter),
        verified_only: body.criteria.verified_only,
        lead_limit: plan.planType === 'free' ? DATASET_LIMITS.freeLeadLimit : body.lead_limit,
        plan_type: plan.planType,
      };
      await this.leadSources.record(caller, { sourceId, name, leadCount: usernames.size, plan: plan.plan, creditsLimit: plan.creditsLimit, searchCriteria });
    } catch (error) {
      await this.leadSources.discard(sourceId);
      if (error instanceof DomainError && error.code === 'name_taken') {
        throw new DomainError(datasetMessages.nameTaken, 'name_taken', 'conflict');
      }
      throw error;
    }
    return {
      id: sourceId,
      name,
      total_leads: usernames.size,
      truncated: truncated && plan.planType === 'free',
      message: datasetMessages.created,
    };
  }

  /** Refuses early a name the user's sources already have (the command decides it again). */
  private async refuseTakenName(userId: string, name: string): Promise<void> {
    const taken = await this.db
      .selectFrom('lead_source_summaries')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    if (taken) throw new DomainError(datasetMessages.nameTaken, 'name_taken', 'conflict');
  }
}

const filterRecord = (filter: SearchCriteria['followers_filter']) =>
  filter ? { type: filter.type, min: filter.min ?? null, max: filter.max ?? null } : null;
