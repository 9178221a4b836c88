import { z } from 'zod';
import { apiKeyMessages } from './messages';

/** What a key may do: read (as a Viewer would) or read and change (as its person may). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = { read: 'Read-only', write: 'Read & write' };

/** The lifetimes offered when a key is made; null: it never expires. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_KEY_NAME_MAX = 60;
/** Active keys a workspace may hold at once. */
export const MAX_ACTIVE_API_KEYS = 25;

export const createApiKeySchema = z.object({
  name: z.string({ error: apiKeyMessages.nameRequired }).trim().min(1, apiKeyMessages.nameRequired).max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { error: apiKeyMessages.scopeInvalid }),
  expires_in_days: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: apiKeyMessages.expiryInvalid })
    .optional()
    .transform((days) => days ?? null),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeySchema>;

/** A key as the Developers page lists it: never the key itself, only its first characters. */
export interface ApiKeyRow {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** The key's first characters, to tell keys apart ('otk_AbC1…'). */
  prefix: string;
  created_at: string;
  created_by_email: string | null;
  expires_at: string | null;
  last_used_at: string | null;
  expired: boolean;
}

/** The answer to a key's creation: the key itself, this once. */
export interface CreatedApiKey {
  message: string;
  key: string;
  api_key: ApiKeyRow;
}
