import type { CampaignEvent } from '../../src/modules/campaigns/campaign/events';
import type { KeywordSampleEvent } from '../../src/modules/campaigns/samples/events';
import type { TemplateEvent } from '../../src/modules/campaigns/templates/events';
import type { CampaignProgressRecorded } from '../../src/modules/runner/run/events';
import type { RecordedEvent } from '../../src/platform/event-store/event-store.port';
import { CAMPAIGNS_PROJECTION } from './campaigns.projection';
import { KEYWORD_SAMPLES_PROJECTION } from './keyword-samples.projection';
import { MESSAGE_TEMPLATES_PROJECTION } from './templates.projection';

/** Which campaigns a committed batch changed, per user; their sources' 'In Use' may have changed too. */
export const campaignsLiveChanges = {
  projection: CAMPAIGNS_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<CampaignEvent | CampaignProgressRecorded>[]).flatMap((event) =>
      // The runner's roll-ups change the card's counters only.
      event.type === 'CampaignProgressRecorded'
        ? [{ userId: event.data.userId, resource: 'campaigns', ids: [event.data.campaignId] }]
        : [
            { userId: event.data.userId, resource: 'campaigns', ids: [event.data.campaignId] },
            { userId: event.data.userId, resource: 'lead-sources' },
          ],
    ),
};

/** Which message templates a committed batch changed, per user. */
export const messageTemplatesLiveChanges = {
  projection: MESSAGE_TEMPLATES_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<TemplateEvent>[]).map((event) => ({
      userId: event.data.userId,
      resource: 'message-templates',
      ids: [event.data.templateId],
    })),
};

/** Which keyword samples a committed batch changed, per user. */
export const keywordSamplesLiveChanges = {
  projection: KEYWORD_SAMPLES_PROJECTION,
  changes: (events: readonly RecordedEvent[]) =>
    (events as readonly RecordedEvent<KeywordSampleEvent>[]).map((event) => ({
      userId: event.data.userId,
      resource: 'keyword-samples',
      ids: [event.data.sampleId],
    })),
};
