/**
 * The DM runner's public surface: its roll-up event (CampaignProgressRecorded, for the campaigns projection),
 * its public read model campaign_progress (each campaign's counters as the card shows them, written at every
 * progress flush: see CampaignProgressRow), its public read model campaign_reply_counts (each campaign's replied
 * leads and replies, kept by the campaign-replies projection for the card), the process manager, and the
 * dispatcher for processes started without the app.
 *
 * A dispatcher without Nest (tests that kill it, the benchmark):
 *   const worker = await startRunnerWorker({ databaseUrl, gateway: new XHttpGateway({ settings }), sessions: [activeSession] });
 *   ...; await worker.close();
 * It claims every running campaign_runs row of the database; settings default to no delay (scale 0).
 */
export * from './run/events';
export type { CampaignProgressRow } from './run/campaign-progress';
export { campaignRunnerProcess, CAMPAIGN_RUNNER_PROCESS, RUN_START_QUEUE, RUN_STOP_QUEUE, type RunLifecycleJob } from './run/campaign-runner.process';
export { RunDispatcher, RUNNER_LOCK_CLASS, type DispatcherStats, type RunnerLifecycle, type RunnerSettings } from './run/dispatcher';
export { runnerPlanChangesProcess, RUNNER_PLAN_CHANGES_PROCESS, RUN_PLAN_CHECK_QUEUE, type PlanCheckJob } from './run/plan-changes.process';
export { startRunnerWorker, type RunnerWorker, type RunnerWorkerOptions } from './run/worker';
export { startRun, stopRun } from './run/run-lifecycle';
export { runnerDaySpeed } from './run/pacing';
export * from './replies/events';
export { matchReplies, type PolledAccount, type SentDelivery } from './replies/match-replies';
export { ReplyPoller, REPLY_WINDOW_DAYS, type AccountToPoll, type PollOutcome } from './replies/reply-poller';
