/** What the campaigns decider is asked, and the facts of other contexts a command brings with it. */
import type { CampaignActor, CampaignSettings } from './events';
import type { PlanName } from '../../billing/contract';

export type { PlanName };

/** What the read side knows of a lead source the command names, when it is the user's. */
export interface SourceFact {
  id: string;
  /** Still being scraped (pending, preparing, connecting or scraping): it cannot be selected. */
  scraping: boolean;
  totalLeads: number;
}

/**
 * Facts from other contexts, read by the endpoint just before the command: the user's plan, which of the
 * named lead sources are the user's (others are absent), whether the named template, the follow-ups' templates
 * and the account are the user's.
 */
export interface Facts {
  plan: PlanName;
  sources: SourceFact[];
  templateExists: boolean;
  accountExists: boolean;
  /** Every template the follow-ups name is the user's (true when there are none). */
  followUpTemplatesExist?: boolean;
}

export type CampaignCommand =
  | ({ type: 'CreateCampaign'; userId: string; campaignId: string; settings: CampaignSettings & { profileId: string } } & Facts)
  | ({ type: 'EditCampaign'; userId: string; campaignId: string; changes: Partial<CampaignSettings> } & Facts)
  | { type: 'RenameCampaign'; userId: string; campaignId: string; name: string }
  | ({ type: 'StartCampaign'; userId: string; campaignId: string; by: CampaignActor } & Pick<Facts, 'plan' | 'sources' | 'accountExists'>)
  | { type: 'PauseCampaign'; userId: string; campaignId: string; by: CampaignActor; /** The runner's reason, shown on the card. */ errorMessage?: string }
  | { type: 'ValidateCampaign'; userId: string; campaignId: string; profileId: string; accountExists: boolean }
  | { type: 'DeleteCampaign'; userId: string; campaignId: string }
  | {
      type: 'PauseCampaignsUsingAccount';
      userId: string;
      accountId: string;
      reason: 'account_disconnected' | 'account_dead';
      message: string;
    }
  /** `totalLeads`: its sources' leads now, when the runner's caller read them. */
  | { type: 'CompleteCampaign'; userId: string; campaignId: string; by: CampaignActor; totalLeads?: number }
  | { type: 'FailCampaign'; userId: string; campaignId: string; by: CampaignActor; errorMessage: string }
  /** X suspended the account: every campaign sending from it fails with the message (it cannot go on from it). */
  | { type: 'FailCampaignsUsingAccount'; userId: string; accountId: string; errorMessage: string };

/** One kind of campaign command, by its type. */
export type CommandOf<T extends CampaignCommand['type']> = Extract<CampaignCommand, { type: T }>;
