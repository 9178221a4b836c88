import { type AccountRow, DEFAULT_PROXY_TYPE, type ProxyBody, type ProxyType } from '@shared/accounts/contract';

/** The proxy dialog's fields as typed. */
export interface ProxyForm {
  proxy_type: ProxyType;
  proxy_ip: string;
  proxy_port: string;
  proxy_username: string;
  proxy_password: string;
}

/** The fields an opening starts from: the account's saved proxy, never its password. */
export function formOf(account: AccountRow | null): ProxyForm {
  return {
    proxy_type: account?.proxy_type ?? DEFAULT_PROXY_TYPE,
    proxy_ip: account?.proxy_ip ?? '',
    proxy_port: account?.proxy_port ? String(account.proxy_port) : '',
    proxy_username: account?.proxy_username ?? '',
    proxy_password: '',
  };
}

/** What the save sends: an empty password keeps the saved one (it is never sent back to the page). */
export function bodyOf(form: ProxyForm, account: AccountRow): ProxyBody {
  const username = form.proxy_username.trim();
  const body: ProxyBody = {
    proxy_type: form.proxy_type,
    proxy_ip: form.proxy_ip.trim(),
    proxy_port: form.proxy_port.trim(),
    proxy_username: username || null,
  };
  if (form.proxy_password !== '') body.proxy_password = form.proxy_password;
  else if (!username || !account.has_proxy_password) body.proxy_password = null;
  return body;
}
