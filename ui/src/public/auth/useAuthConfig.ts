import { useEffect, useState } from 'react';

/** The sign-in methods the server offers (GET /api/auth-config). */
export interface AuthConfig {
  google: boolean;
}

let cached: Promise<AuthConfig> | undefined;

function loadAuthConfig(): Promise<AuthConfig> {
  cached ??= fetch('/api/auth-config', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AuthConfig>) : { google: false }))
    .catch(() => {
      cached = undefined;
      return { google: false };
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
