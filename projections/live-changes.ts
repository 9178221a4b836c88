import { connectedAccountsLiveChanges } from './accounts/connected-accounts.live';
import { planHistoryLiveChanges } from './billing/plan-history.live';
import { plansLiveChanges } from './billing/plans.live';
import { campaignsLiveChanges, keywordSamplesLiveChanges, messageTemplatesLiveChanges } from './campaigns/campaigns.live';
import { skipListLiveChanges } from './dnc/skip-list.live';
import { leadSourcesLiveChanges } from './leads/lead-sources.live';
import { campaignRepliesLiveChanges } from './runner/campaign-replies.live';
import { workspacesLiveChanges } from './workspaces/workspaces.live';

/**
 * For each projection that browsers watch: which user and which resource (react-admin's name) its
 * committed events changed. GET /api/live streams these; add one line per projection that has a screen.
 */
export const allLiveChanges = [plansLiveChanges, planHistoryLiveChanges, skipListLiveChanges, leadSourcesLiveChanges, connectedAccountsLiveChanges, campaignsLiveChanges, messageTemplatesLiveChanges, keywordSamplesLiveChanges, campaignRepliesLiveChanges, workspacesLiveChanges];
