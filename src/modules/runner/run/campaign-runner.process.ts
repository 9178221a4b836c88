import { defineProcessManager, enqueue } from '../../../platform/process-managers/process-manager';
import type { CampaignCompleted, CampaignDeleted, CampaignFailed, CampaignPaused, CampaignStarted } from '../../campaigns';

export const CAMPAIGN_RUNNER_PROCESS = 'campaign-runner';
/** Starts (or resumes) a campaign's run (data: RunLifecycleJob). */
export const RUN_START_QUEUE = 'campaign-run-start';
/** Stops a campaign's run (data: RunLifecycleJob). */
export const RUN_STOP_QUEUE = 'campaign-run-stop';

/** A start or stop of a run; `version` (the campaigns stream's) orders them: a job older than the run's last is ignored. */
export interface RunLifecycleJob {
  userId: string;
  campaignId: string;
  version: number;
  /** For a stop: which event stopped it. */
  reason?: 'paused' | 'completed' | 'failed' | 'deleted';
  /**
   * For a start: the CampaignStarted event's place in the global order (decimal strings). The run starts once the
   * read models it reads have reached it, so a Do Not Contact entry or a setting saved just before Start holds.
   */
  startedAt?: { major: string; minor: string };
}

type Handled = CampaignStarted | CampaignPaused | CampaignCompleted | CampaignFailed | CampaignDeleted;

const STOP_REASON = {
  CampaignPaused: 'paused',
  CampaignCompleted: 'completed',
  CampaignFailed: 'failed',
  CampaignDeleted: 'deleted',
} as const;

/**
 * The campaign runner's process manager: a started campaign gets its run (the dispatcher then sends its
 * leads); a paused, completed, failed or deleted one has its run stopped. Each job is enqueued in the
 * transaction that moves this manager's checkpoint, keyed by the event, so it exists exactly once.
 */
export const campaignRunnerProcess = defineProcessManager<Handled>({
  name: CAMPAIGN_RUNNER_PROCESS,
  handles: ['CampaignStarted', 'CampaignPaused', 'CampaignCompleted', 'CampaignFailed', 'CampaignDeleted'],
  decide: (event) => {
    const job: RunLifecycleJob = { userId: event.data.userId, campaignId: event.data.campaignId, version: event.version };
    if (event.type === 'CampaignStarted') {
      const startedAt = { major: event.position.major.toString(), minor: event.position.minor.toString() };
      return [enqueue(RUN_START_QUEUE, { ...job, startedAt }, { singletonKey: `campaign-run:${event.id}` })];
    }
    return [enqueue(RUN_STOP_QUEUE, { ...job, reason: STOP_REASON[event.type] }, { singletonKey: `campaign-run:${event.id}` })];
  },
});
