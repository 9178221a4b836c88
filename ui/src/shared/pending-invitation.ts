/** An invitation link opened before signing in, kept until the dashboard opens after sign-in (or sign-up). */
const KEY = 'outtwit.pendingInvitation';
const INVITATION_PATH = /^\/dashboard\/invitations\/[A-Za-z0-9_-]+$/;

export function keepPendingInvitation(pathname: string): void {
  if (INVITATION_PATH.test(pathname)) window.localStorage.setItem(KEY, pathname);
}

/** Where to go once signed in: the invitation link opened before, once (it is forgotten as it is read), else the dashboard. */
export function afterSignIn(): string {
  const path = window.localStorage.getItem(KEY);
  window.localStorage.removeItem(KEY);
  return path && INVITATION_PATH.test(path) ? path : '/dashboard';
}
