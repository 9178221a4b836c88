/**
 * Demo mode's simulated X accounts have made-up picture addresses on X's image host, which answer 404: their
 * pictures are served by the app itself instead (ui/public/demo/avatars).
 */
const LOCAL_AVATARS = new Set(['outtwit_demo', 'outtwit_starter', 'outtwit_agency']);

/**
 * The picture to show for an account: the app's own for a simulated account (none, so its initial, when the
 * app has no picture of it), X's for any other; undefined while it is not yet known whether X is simulated.
 */
export function shownProfileImage(
  account: { twitter_username: string; twitter_profile_image: string | null },
  simulated: ReadonlySet<string> | undefined,
): string | null | undefined {
  if (simulated === undefined) return undefined;
  if (!simulated.has(account.twitter_username)) return account.twitter_profile_image;
  return LOCAL_AVATARS.has(account.twitter_username) ? `/demo/avatars/${account.twitter_username}.svg` : null;
}
