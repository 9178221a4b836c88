import type { Projection } from '../src/platform/projections/projection';
import { connectedAccountsProjection } from './accounts/connected-accounts.projection';
import { planHistoryProjection } from './billing/plan-history.projection';
import { plansProjection } from './billing/plans.projection';
import { stripeCustomersProjection } from './billing/stripe-customers.projection';
import { campaignsProjection } from './campaigns/campaigns.projection';
import { keywordSamplesProjection } from './campaigns/keyword-samples.projection';
import { messageTemplatesProjection } from './campaigns/templates.projection';
import { skipListProjection } from './dnc/skip-list.projection';
import { feedbackBoardProjection } from './feedback/feedback-board.projection';
import { roadmapProjection } from './feedback/roadmap.projection';
import { leadSourcesProjection } from './leads/lead-sources.projection';
import { campaignRepliesProjection } from './runner/campaign-replies.projection';
import { workspacesProjection } from './workspaces/workspaces.projection';
import { apiKeysProjection } from './developers/api-keys.projection';
import { webhookEndpointsProjection } from './developers/webhook-endpoints.projection';

/**
 * Every projection the runner keeps up to date and the CLI can rebuild. Add one line per read model;
 * names are stable (they key the checkpoints).
 */
export const allProjections: Projection[] = [plansProjection, stripeCustomersProjection, planHistoryProjection, skipListProjection, leadSourcesProjection, connectedAccountsProjection, campaignsProjection, messageTemplatesProjection, keywordSamplesProjection, feedbackBoardProjection, roadmapProjection, campaignRepliesProjection, workspacesProjection, apiKeysProjection, webhookEndpointsProjection];
