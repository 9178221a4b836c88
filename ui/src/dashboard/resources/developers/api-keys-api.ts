import { API_KEY_SCOPES, type ApiKeyRow, type CreateApiKeyBody, type CreatedApiKey, apiKeyMessages } from '@shared/developers/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { serverMessageFirst } from '../../hooks/command-failure';
import { useCommand } from '../../hooks/useCommand';
import { getParsed } from '../../providers/api';

/** The API resource (/api/developers/api-keys): its commands go through useCommand, which refreshes the list. */
export const API_KEYS = 'developers/api-keys';

/** A listed key (the contract has the type, not a schema). */
const apiKeyRow: z.ZodType<ApiKeyRow> = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  expired: z.boolean(),
});

const createdApiKey: z.ZodType<CreatedApiKey> = z.object({ message: z.string(), key: z.string(), api_key: apiKeyRow });

/** The current workspace's keys, newest first; read on the page of the roles that manage them (the API refuses the others). */
export function useApiKeys() {
  return useQuery({
    queryKey: ['developers', 'api-keys'],
    queryFn: ({ signal }) => getParsed(`/${API_KEYS}`, z.array(apiKeyRow), signal),
    // One retry: a list that cannot be read says so within seconds, with Try again, rather than after three back-offs.
    retry: 1,
  });
}

/** Makes a key; its answer (the key, this once) is the dialog's to show, and a refusal is shown beside the form. */
export function useCreateApiKey() {
  return useCommand(API_KEYS, 'create', {
    answer: createdApiKey,
    request: (body: CreateApiKeyBody) => ({ data: body }),
    success: () => null,
    failure: 'Failed to create the API key',
    refusalInForm: true,
  });
}

/** Revokes a key (DELETE /api/developers/api-keys/:id); the server's message in the toast. */
export function useRevokeApiKey() {
  return useCommand(API_KEYS, 'delete', {
    answer: z.object({ message: z.string() }),
    request: (id: string) => ({ id }),
    success: apiKeyMessages.revoked,
    failure: 'Failed to revoke the API key',
    notice: serverMessageFirst,
  });
}
