/**
 * One account's X session as stored: its cookies from the vault and its proxy, the proxy's host checked again
 * and pinned to the address checked. An account whose cookies are gone is not found.
 */
import type { Database } from '../../../platform/database/database';
import type { XProxy, XSession } from '../../x';
import type { AccountRow } from '../contract';
import { pinnedProxyHost } from '../proxy/proxy-address';
import { accountNotFound } from '../queries/account-rows';
import type { Vault } from '../vault/vault';

export async function storedSession(db: Database, vault: Vault, row: AccountRow, userId: string, allowPrivateProxies: boolean): Promise<XSession> {
  const owner = { userId, accountId: row.id };
  const [authToken, ct0, password] = await Promise.all([
    vault.get(db, owner, 'auth_token'),
    vault.get(db, owner, 'ct0'),
    vault.get(db, owner, 'proxy_password'),
  ]);
  if (authToken === null || ct0 === null) throw accountNotFound();
  const proxy: XProxy | undefined =
    row.has_proxy && row.proxy_ip && row.proxy_port && row.proxy_type
      ? {
          type: row.proxy_type,
          // Checked again at every use (a name may resolve elsewhere now), and pinned to the address checked.
          ...(await pinnedProxyHost(row.proxy_ip, row.proxy_type, allowPrivateProxies)),
          port: row.proxy_port,
          ...(row.proxy_username ? { username: row.proxy_username } : {}),
          ...(password !== null ? { password } : {}),
        }
      : undefined;
  return { authToken, ct0, userId: row.profile_id, ...(proxy ? { proxy } : {}) };
}
