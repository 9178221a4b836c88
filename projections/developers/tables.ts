import type { NullableTimestamp, Timestamp } from '../columns';

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

/** The developers context's tables. */
export interface DeveloperTables {
  api_keys: ApiKeysTable;
  api_key_uses: ApiKeyUsesTable;
}
