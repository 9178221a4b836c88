import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { CAMPAIGN_RUNNER_PROCESS, campaignRunnerProcess, RUN_START_QUEUE, RUN_STOP_QUEUE } from './campaign-runner.process';

const recorded = (type: string, version: number, id = `00000000-0000-4000-8000-00000000000${version}`): RecordedEvent => ({
  id,
  streamId: 'campaigns-u1',
  version,
  type,
  data: { userId: 'u1', campaignId: 'c1', from: 'ready', by: 'user' },
  metadata: {},
  position: { major: 1n, minor: BigInt(version) },
  createdAt: new Date(),
});

it("given a campaign started, then its run starts in a job keyed by the event, carrying the stream version and the event's place", () => {
  expect(campaignRunnerProcess.name).toBe(CAMPAIGN_RUNNER_PROCESS);
  expect(campaignRunnerProcess.decide(recorded('CampaignStarted', 3), undefined as never)).toEqual([
    {
      kind: 'job',
      queue: RUN_START_QUEUE,
      data: { userId: 'u1', campaignId: 'c1', version: 3, startedAt: { major: '1', minor: '3' } },
      singletonKey: 'campaign-run:00000000-0000-4000-8000-000000000003',
    },
  ]);
});

it.each([
  ['CampaignPaused', 'paused'],
  ['CampaignCompleted', 'completed'],
  ['CampaignFailed', 'failed'],
  ['CampaignDeleted', 'deleted'],
])('given %s, then its run stops, saying why', (type, reason) => {
  const [job] = campaignRunnerProcess.decide(recorded(type, 4), undefined as never);
  expect(job).toMatchObject({ kind: 'job', queue: RUN_STOP_QUEUE, data: { userId: 'u1', campaignId: 'c1', version: 4, reason } });
});
