import { accountFollowUpsProcess } from './modules/accounts/processes/account-follow-ups.process';
import { planRecordsProcess } from './modules/billing/processes/plan-records.process';
import { pastDueGraceProcess } from './modules/billing/processes/past-due-grace.process';
import { scheduledDowngradesProcess } from './modules/billing/processes/scheduled-downgrades.process';
import { scrapeProcess } from './modules/leads/scrape/scrape.process';
import { campaignRunnerProcess, runnerPlanChangesProcess } from './modules/runner';
import { webhooksProcess } from './modules/developers/webhooks/webhooks.process';
import type { ProcessManager } from './platform/process-managers/process-manager';

/**
 * Every process manager the workers run. Add one line per process manager; names are stable (they key the
 * checkpoints and the stored states).
 */
export const allProcessManagers: ProcessManager[] = [planRecordsProcess, scheduledDowngradesProcess, pastDueGraceProcess, accountFollowUpsProcess, scrapeProcess, campaignRunnerProcess, runnerPlanChangesProcess, webhooksProcess];
