/** What the Developers page and the API say about API keys, word for word. */
export const apiKeyMessages = {
  nameRequired: 'Please enter a name for the key',
  nameTooLong: 'Key names are at most 60 characters',
  scopeInvalid: 'Scope must be read-only or read-write',
  expiryInvalid: 'Expiry must be 30, 90 or 365 days, or never',
  tooMany: (max: number) => `A workspace can have at most ${max} active API keys. Revoke one you no longer use first.`,
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
  notFound: 'API key not found',
  /** 401 to a request with a key that does not work (unknown, revoked, expired, or its person left the workspace). */
  invalid: 'This API key is not valid. It may have been revoked or have expired.',
  rateLimited: (wait: string) => `Too many requests with this API key. Try again in ${wait}.`,
};
