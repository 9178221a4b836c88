import { useEffect, useState } from 'react';
import { z } from 'zod';
import { parseAnswer } from '../../shared/parse-answer';

/**
 * The sign-in methods the server offers and where unsent mail can be read (GET /api/auth-config); the identity
 * module keeps no public contract for it.
 */
const authConfig = z.object({ google: z.boolean(), dev_mailbox: z.string().nullable().default(null) });
export type AuthConfig = z.infer<typeof authConfig>;

let cached: Promise<AuthConfig> | undefined;

function loadAuthConfig(): Promise<AuthConfig> {
  cached ??= fetch('/api/auth-config', { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? parseAnswer('GET /api/auth-config', authConfig, await response.json()) : { google: false, dev_mailbox: null }))
    .catch(() => {
      cached = undefined;
      return { google: false, dev_mailbox: null };
    });
  return cached;
}

/** The server's sign-in methods; undefined until known, so nothing that might not work is shown meanwhile. */
export function useAuthConfig(): AuthConfig | undefined {
  const [config, setConfig] = useState<AuthConfig | undefined>();
  useEffect(() => {
    let cancelled = false;
    void loadAuthConfig().then((loaded) => {
      if (!cancelled) setConfig(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return config;
}
