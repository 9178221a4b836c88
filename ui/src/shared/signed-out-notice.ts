/**
 * What a command said when it failed because the session had ended: the dashboard's toast goes with the page
 * when the browser is sent to /login, so the sign-in page shows it instead. Kept for this tab only, and shown once.
 */
const KEY = 'outtwit.signed-out-notice';

export function rememberSignedOutNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Without storage the toast is all the user sees.
  }
}

export function takeSignedOutNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
