/**
 * JSON in the shapes X's web API answers (see src/modules/x/http/fixtures): GraphQL user results
 * in the current shape (core, avatar, dm_permissions, location, profile_bio, relationship_counts)
 * or the older legacy one, timelines of TimelineAddEntries with Top/Bottom cursors, v1.1 users, DM events.
 */
import type { SimUser } from './population';

export type ResponseShape = 'current' | 'legacy' | 'mixed';

/** How a timeline page carries its users: one entry each, or all in one TimelineTimelineModule entry. */
export type TimelineLayout = 'items' | 'module';

const TWITTER_EPOCH = 1_288_834_974_657;

function twitterDate(ms: number): string {
  const d = new Date(ms);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000 ${d.getUTCFullYear()}`;
}

/** A snowflake-like id for the given time. */
export function snowflake(ms: number, sequence: number): string {
  return ((BigInt(Math.max(0, Math.floor(ms) - TWITTER_EPOCH)) << 22n) | BigInt(sequence & 0x3fffff)).toString();
}

function urlEntity([url, expanded]: [string, string], start: number) {
  return {
    display_url: expanded.replace(/^https?:\/\//, '').slice(0, 26),
    expanded_url: expanded,
    indices: [start, start + url.length],
    url,
  };
}

function descriptionUrls(user: SimUser) {
  return user.bioLinks.map((link) => urlEntity(link, Math.max(0, user.bio.indexOf(link[0]))));
}

/** Whether a viewer may DM the user, as X reports it in can_dm. */
export function canDm(user: SimUser, viewerVerified: boolean): boolean {
  return user.dmPolicy === 'open' || (user.dmPolicy === 'verified_only' && viewerVerified);
}

export function userResult(user: SimUser, viewerVerified: boolean, legacyShape: boolean): Record<string, unknown> {
  const can = canDm(user, viewerVerified);
  const common = {
    __typename: 'User',
    id: Buffer.from(`User:${user.userId}`).toString('base64'),
    rest_id: user.userId,
    affiliates_highlighted_label: {},
    has_graduated_access: true,
    is_blue_verified: user.verified,
    profile_image_shape: 'Circle',
  };
  if (legacyShape) {
    return {
      ...common,
      legacy: {
        can_dm: can,
        can_media_tag: true,
        created_at: twitterDate(user.createdAt),
        default_profile: true,
        default_profile_image: false,
        description: user.bio,
        entities: {
          description: { urls: descriptionUrls(user) },
          ...(user.website ? { url: { urls: [urlEntity(user.website, 0)] } } : {}),
        },
        fast_followers_count: 0,
        favourites_count: 0,
        followers_count: user.followersCount,
        friends_count: user.followingCount,
        has_custom_timelines: false,
        is_translator: false,
        listed_count: 0,
        location: user.location,
        media_count: 0,
        name: user.name,
        normal_followers_count: user.followersCount,
        pinned_tweet_ids_str: [],
        possibly_sensitive: false,
        profile_image_url_https: user.avatarUrl,
        profile_interstitial_type: '',
        protected: user.protected,
        screen_name: user.screenName,
        statuses_count: 0,
        translator_type: 'none',
        ...(user.website ? { url: user.website[0] } : {}),
        verified: false,
        ...(user.verifiedType ? { verified_type: user.verifiedType } : {}),
        want_retweets: false,
        withheld_in_countries: [],
      },
      tipjar_settings: {},
    };
  }
  const descriptionEntityUrls = descriptionUrls(user);
  return {
    ...common,
    action_counts: { favorites_count: 0 },
    avatar: { image_url: user.avatarUrl },
    banner: { image_url: '' },
    core: { created_at: twitterDate(user.createdAt), name: user.name, screen_name: user.screenName },
    dm_permissions: { can_dm: can },
    follow_request_sent: false,
    location: { location: user.location },
    media_permissions: { can_media_tag: true },
    notifications_settings: { notifications_enabled: false },
    pinned_items: {},
    possibly_sensitive: false,
    privacy: { protected: user.protected },
    profile_bio: {
      description: user.bio,
      entities: {
        description: descriptionEntityUrls.length > 0 ? { urls: descriptionEntityUrls } : {},
        ...(user.website ? { url: { urls: [urlEntity(user.website, 0)] } } : {}),
      },
    },
    profile_image_shape: 'Circle',
    profile_metadata: { profile_interstitial_type: '' },
    profile_translation: { translator_type: 'regular' },
    relationship_counts: { followers: user.followersCount, following: user.followingCount },
    relationship_perspectives: { blocked_by: false, blocking: false, followed_by: false, following: false, live_following: false, muting: false },
    super_follow_eligible: false,
    super_followed_by: false,
    super_following: false,
    tipjar_settings: {},
    tweet_counts: { media_tweets: 0, tweets: 0 },
    verification: { verified: false, ...(user.verifiedType ? { verified_type: user.verifiedType } : {}) },
    website: { url: user.website ? user.website[0] : '' },
  };
}

export interface TimelinePage {
  users: SimUser[];
  /** Offset of the first user of this page. */
  offset: number;
  total: number;
  /** Sort index base for this list (descending sort indexes, as X does). */
  sortBase: bigint;
  component: string;
  layout?: TimelineLayout;
}

export function timelineInstructions(page: TimelinePage, viewerVerified: boolean, shape: ResponseShape, seedBit: (id: string) => boolean) {
  const last = page.offset + page.users.length >= page.total;
  const itemContent = (user: SimUser) => ({
    __typename: 'TimelineUser',
    itemType: 'TimelineUser',
    userDisplayType: 'User',
    user_results: { result: userResult(user, viewerVerified, shape === 'legacy' || (shape === 'mixed' && seedBit(user.userId))) },
  });
  const clientEventInfo = { component: page.component, element: 'user' };
  const entries: unknown[] =
    page.layout === 'module'
      ? [userModule(page, itemContent, clientEventInfo)]
      : page.users.map((user, i) => ({
          content: { __typename: 'TimelineTimelineItem', clientEventInfo, entryType: 'TimelineTimelineItem', itemContent: itemContent(user) },
          entryId: `user-${user.userId}`,
          sortIndex: (page.sortBase - BigInt(page.offset + i)).toString(),
        }));
  const nextOffset = page.offset + page.users.length;
  const bottomSort = (page.sortBase - BigInt(nextOffset)).toString();
  const topSort = (page.sortBase + 1n).toString();
  entries.push({
    content: {
      __typename: 'TimelineTimelineCursor',
      cursorType: 'Bottom',
      entryType: 'TimelineTimelineCursor',
      value: last ? `0|${bottomSort}` : `${nextOffset}|${bottomSort}`,
    },
    entryId: `cursor-bottom-${bottomSort}`,
    sortIndex: bottomSort,
  });
  entries.push({
    content: { __typename: 'TimelineTimelineCursor', cursorType: 'Top', entryType: 'TimelineTimelineCursor', value: `-1|${topSort}` },
    entryId: `cursor-top-${topSort}`,
    sortIndex: topSort,
  });
  const instructions: unknown[] = [];
  if (page.offset === 0) {
    instructions.push({ type: 'TimelineClearCache' }, { direction: 'Top', type: 'TimelineTerminateTimeline' });
  }
  if (last) instructions.push({ direction: 'Bottom', type: 'TimelineTerminateTimeline' });
  instructions.push({ type: 'TimelineAddEntries', entries });
  return instructions;
}

/** The page's users as the items of one vertical TimelineTimelineModule entry. */
function userModule(page: TimelinePage, itemContent: (user: SimUser) => unknown, clientEventInfo: Record<string, string>) {
  const sortIndex = (page.sortBase - BigInt(page.offset)).toString();
  const entryId = `usersModule-${sortIndex}`;
  return {
    content: {
      __typename: 'TimelineTimelineModule',
      clientEventInfo: { component: page.component },
      displayType: 'Vertical',
      entryType: 'TimelineTimelineModule',
      items: page.users.map((user) => ({
        entryId: `${entryId}-user-${user.userId}`,
        item: { clientEventInfo, itemContent: itemContent(user) },
      })),
    },
    entryId,
    sortIndex,
  };
}

/** X's answer to Retweeters or Favoriters of a deleted post: no data, error 144. */
export function postNotFoundAnswer(path: string): Record<string, unknown> {
  const details = { name: 'GenericError', source: 'Server', code: 144, kind: 'NonFatal', tracing: { trace_id: '5a1bc2d07e9f4c3b' } };
  return {
    errors: [{ message: '_Missing: No status found with that ID.', locations: [{ line: 3, column: 5 }], path: [path], extensions: details, ...details }],
    data: {},
  };
}

/** A v1.1 user object (verify_credentials, DM users). */
export function v11User(user: SimUser): Record<string, unknown> {
  return {
    id: Number(user.userId),
    id_str: user.userId,
    name: user.name,
    screen_name: user.screenName,
    location: user.location,
    description: user.bio,
    url: user.website ? user.website[0] : null,
    protected: user.protected,
    followers_count: user.followersCount,
    friends_count: user.followingCount,
    created_at: twitterDate(user.createdAt),
    verified: false,
    ext_is_blue_verified: user.verified,
    profile_image_url: user.avatarUrl.replace('https://', 'http://'),
    profile_image_url_https: user.avatarUrl,
    default_profile_image: false,
  };
}

export interface SimMessage {
  seq: number;
  id: string;
  time: number;
  conversationId: string;
  senderId: string;
  recipientId: string;
  text: string;
  requestId?: string;
}

export function messageEntry(message: SimMessage) {
  return {
    message: {
      id: message.id,
      time: String(message.time),
      affects_sort: true,
      ...(message.requestId ? { request_id: message.requestId } : {}),
      conversation_id: message.conversationId,
      message_data: {
        id: message.id,
        time: String(message.time),
        recipient_id: message.recipientId,
        sender_id: message.senderId,
        text: message.text,
        edit_count: 0,
      },
    },
  };
}
