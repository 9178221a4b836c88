/**
 * X's users as the port's types: a GraphQL user result (the profile lists' and UserByScreenName's) and the
 * signed-in account of verify_credentials. Fields moved between X releases (`core.screen_name` beside
 * `legacy.screen_name`, `avatar` beside `legacy.profile_image_url_https`, `dm_permissions.can_dm` beside
 * `legacy.can_dm`, ...): both places are read.
 */
import { UnexpectedResponse, UserNotFound } from '../x-errors';
import type { XProfile, XViewer } from '../x-gateway.port';
import { parseXDate } from './x-date';
import { at, firstBoolean, firstNonEmptyString, firstNumber, isObject, type Json } from './x-json-fields';

function expandedUrls(urls: unknown): string[] {
  if (!Array.isArray(urls)) return [];
  const out: string[] = [];
  for (const url of urls) {
    if (!isObject(url)) continue;
    const expanded = firstNonEmptyString(url.expanded_url, url.url);
    if (expanded && !out.includes(expanded)) out.push(expanded);
  }
  return out;
}

/** Unwraps `UserWithVisibilityResults`; null for `UserUnavailable` and other non-users. */
function unwrapUser(result: unknown): Json | null {
  if (!isObject(result)) return null;
  if (result.__typename === 'UserWithVisibilityResults' && isObject(result.user)) return result.user;
  if (result.__typename !== undefined && result.__typename !== 'User') return null;
  return result;
}

/** A GraphQL user result (`user_results.result` or `data.user.result`) as a profile; null when it is not a usable user. */
export function parseUserResult(result: unknown): XProfile | null {
  const user = unwrapUser(result);
  if (!user) return null;
  const legacy: Json = isObject(user.legacy) ? user.legacy : {};
  const core: Json = isObject(user.core) ? user.core : {};
  const bioBlock: Json = isObject(user.profile_bio) ? user.profile_bio : {};
  const bioEntities: Json = isObject(bioBlock.entities) ? bioBlock.entities : {};
  const legacyEntities: Json = isObject(legacy.entities) ? legacy.entities : {};
  const userId = firstNonEmptyString(user.rest_id, legacy.id_str);
  const username = firstNonEmptyString(core.screen_name, legacy.screen_name);
  if (!userId || !username) return null;

  const bioUrls = [
    ...expandedUrls(at(bioEntities, 'description', 'urls')),
    ...expandedUrls(at(legacyEntities, 'description', 'urls')),
  ].filter((url, index, all) => all.indexOf(url) === index);
  let profileUrls = [...expandedUrls(at(bioEntities, 'url', 'urls')), ...expandedUrls(at(legacyEntities, 'url', 'urls'))].filter(
    (url, index, all) => all.indexOf(url) === index,
  );
  if (profileUrls.length === 0) {
    const website = firstNonEmptyString(isObject(user.website) ? user.website.url : undefined, legacy.url);
    if (website) profileUrls = [website];
  }
  const location = isObject(user.location) ? user.location.location : user.location;
  const verification: Json = isObject(user.verification) ? user.verification : {};
  // Gold (Business) and grey (Government) checks come as verified_type alone: is_blue_verified and verified stay false.
  const verifiedType = firstNonEmptyString(verification.verified_type, legacy.verified_type, user.verified_type);

  return {
    userId,
    username,
    name: firstNonEmptyString(core.name, legacy.name) ?? username,
    bio: firstNonEmptyString(bioBlock.description, legacy.description) ?? '',
    bioUrls,
    profileUrls,
    location: firstNonEmptyString(location, legacy.location) ?? '',
    verified: user.is_blue_verified === true || legacy.verified === true || verification.verified === true || verifiedType !== undefined,
    ...(verifiedType !== undefined ? { verifiedType } : {}),
    followersCount: firstNumber(at(user, 'relationship_counts', 'followers'), legacy.followers_count) ?? 0,
    followingCount: firstNumber(at(user, 'relationship_counts', 'following'), legacy.friends_count) ?? 0,
    canDm: firstBoolean(at(user, 'dm_permissions', 'can_dm'), legacy.can_dm) ?? false,
    profileImageUrl: firstNonEmptyString(at(user, 'avatar', 'image_url'), legacy.profile_image_url_https) ?? null,
    protected: firstBoolean(at(user, 'privacy', 'protected'), legacy.protected) ?? false,
  };
}

/** UserByScreenName: `data.user.result`. An empty `data`, or an unavailable user, is UserNotFound. */
export function parseUserByScreenName(body: unknown, screenName: string): XProfile {
  const result = isObject(body) && isObject(body.data) && isObject(body.data.user) ? body.data.user.result : undefined;
  if (result === undefined) {
    throw new UserNotFound(`No X user @${screenName}`, { operation: 'UserByScreenName' });
  }
  const profile = parseUserResult(result);
  if (!profile) {
    const reason = isObject(result) && typeof result.reason === 'string' ? ` (${result.reason})` : '';
    throw new UserNotFound(`X user @${screenName} is unavailable${reason}`, { operation: 'UserByScreenName' });
  }
  const user = unwrapUser(result);
  const createdAt = parseXDate(at(user, 'core', 'created_at')) ?? parseXDate(at(user, 'legacy', 'created_at'));
  return createdAt === undefined ? profile : { ...profile, createdAt };
}

/** /1.1/account/verify_credentials.json: a v1.1 user object. */
export function parseVerifyCredentials(body: unknown): XViewer {
  if (!isObject(body)) throw new UnexpectedResponse('verify_credentials: not a JSON object', { operation: 'verify_credentials' });
  const userId = firstNonEmptyString(body.id_str, typeof body.id === 'number' ? String(body.id) : undefined);
  const screenName = firstNonEmptyString(body.screen_name);
  if (!userId || !screenName) {
    throw new UnexpectedResponse('verify_credentials: no user id or screen name', { operation: 'verify_credentials' });
  }
  return {
    userId,
    screenName,
    name: firstNonEmptyString(body.name) ?? screenName,
    profileImageUrl: firstNonEmptyString(body.profile_image_url_https, body.profile_image_url) ?? null,
    verified: body.is_blue_verified === true || body.ext_is_blue_verified === true || body.verified === true,
    createdAt: parseXDate(body.created_at) ?? null,
  };
}
