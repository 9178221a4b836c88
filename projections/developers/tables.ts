import type { DefaultTimestamp, Json, NullableTimestamp, Timestamp, WithDefault } from '../columns';

/** One row per API key ever made (projection api-keys): never the key, only its SHA-256 and first characters. */
export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  name: string;
  scope: string;
  prefix: string;
  key_hash: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** When each key was last used (written by the key check, at most once a minute per key). */
export interface ApiKeyUsesTable {
  key_id: string;
  last_used_at: Timestamp;
}

/** One row per webhook endpoint ever added (projection webhook-endpoints); its secret is in webhook_secrets. */
export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  url: string;
  event_types: string[];
  created_by: string;
  created_at: Timestamp;
  removed_at: NullableTimestamp;
  disabled_at: NullableTimestamp;
  disabled_reason: string | null;
}

/** Each endpoint's signing secret (written when it is added, read to sign; never answered again). */
export interface WebhookSecretsTable {
  endpoint_id: string;
  secret: string;
  created_at: DefaultTimestamp;
}

/** One event to one endpoint: its body, whether it arrived, its attempts so far and when the next is due. */
export interface WebhookDeliveriesTable {
  id: WithDefault<string>;
  endpoint_id: string;
  workspace_id: string;
  event_id: string;
  type: string;
  payload: Json<unknown>;
  status: string;
  attempts: WithDefault<number>;
  next_attempt_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

/** Every attempt of a delivery: the answer's status and first kilobyte, how long it took, or why none came. */
export interface WebhookAttemptsTable {
  id: WithDefault<string>;
  delivery_id: string;
  attempt: number;
  at: Timestamp;
  status: number | null;
  duration_ms: number;
  response: string;
  error: string | null;
}

/** The developers context's tables. */
export interface DeveloperTables {
  api_keys: ApiKeysTable;
  api_key_uses: ApiKeyUsesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_secrets: WebhookSecretsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
