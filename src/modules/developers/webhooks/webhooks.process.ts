import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { defineProcessManager, enqueue } from '../../../platform/process-managers/process-manager';
import type { HealthState } from '../../accounts';
import type { WebhookEventType } from '../contract/webhooks';
import { type WebhookEndpointEvent, webhookEndpointEventTypes } from './events';
import { type WebhookPayload, type WebhookSourceEvent, webhookPayloadOf, webhookSourceEventTypes } from './webhook-payload';

export const WEBHOOKS_PROCESS = 'webhook-deliveries';
/** Delivers one event to one endpoint, one attempt (data: WebhookDeliveryJob). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

export interface WebhookDeliveryJob {
  endpointId: string;
  payload: WebhookPayload;
  /** 1 for the first attempt. */
  attempt: number;
  /** Sent again by hand: one attempt, outside the schedule. */
  resend?: boolean;
}

/** A workspace's endpoints in use and the event types each wants (in the order added), and its accounts' last health. */
interface WorkspaceHooks {
  endpoints: Array<{ id: string; types: WebhookEventType[]; disabled?: boolean }>;
  health?: Record<string, HealthState>;
}

type Handled = WebhookEndpointEvent | WebhookSourceEvent;
const workspaceOf = (event: Handled): string => ('workspaceId' in event.data ? event.data.workspaceId : event.data.userId);

/**
 * Webhooks' process manager: it follows each workspace's endpoints and, for every event one of them asked for,
 * enqueues its first delivery, keyed by endpoint and event so an event reaches an endpoint once per attempt
 * (the job commits with this manager's checkpoint). Endpoints added later get only later events.
 */
export const webhooksProcess = defineProcessManager<Handled, WorkspaceHooks>({
  name: WEBHOOKS_PROCESS,
  handles: [...webhookEndpointEventTypes, ...webhookSourceEventTypes],
  keyOf: (event) => workspaceOf(event as unknown as Handled),
  initialState: () => ({ endpoints: [] }),
  evolve: (state, recorded) => {
    const event = recorded as unknown as Handled;
    if (event.type === 'WebhookEndpointAdded') return { ...state, endpoints: [...state.endpoints, { id: event.data.endpointId, types: event.data.eventTypes }] };
    if (event.type === 'WebhookEndpointRemoved') return { ...state, endpoints: state.endpoints.filter((endpoint) => endpoint.id !== event.data.endpointId) };
    if (event.type === 'WebhookEndpointDisabled' || event.type === 'WebhookEndpointEnabled') {
      const disabled = event.type === 'WebhookEndpointDisabled';
      return { ...state, endpoints: state.endpoints.map((endpoint) => (endpoint.id === event.data.endpointId ? { ...endpoint, disabled } : endpoint)) };
    }
    if (event.type === 'AccountHealthChecked') return { ...state, health: { ...state.health, [event.data.accountId]: event.data.health } };
    return state;
  },
  decide: (recorded, state) => {
    if ((webhookEndpointEventTypes as string[]).includes(recorded.type)) return [];
    const event = recorded as unknown as WebhookSourceEvent;
    const healthBefore = event.type === 'AccountHealthChecked' ? state.health?.[event.data.accountId] : undefined;
    const payload = webhookPayloadOf(recorded as RecordedEvent<WebhookSourceEvent>, healthBefore);
    if (!payload) return [];
    return state.endpoints
      .filter((endpoint) => !endpoint.disabled && endpoint.types.some((type) => type === payload.type))
      .map((endpoint) => {
        const job: WebhookDeliveryJob = { endpointId: endpoint.id, payload, attempt: 1 };
        return enqueue(WEBHOOK_DELIVERY_QUEUE, job, { singletonKey: `webhook:${endpoint.id}:${payload.id}:1` });
      });
  },
});
