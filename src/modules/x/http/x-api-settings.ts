/**
 * Where and how the HTTP adapter reaches X. X rotates GraphQL query ids and feature flags
 * with its web releases, so they are settings with defaults, overridable from the environment.
 */

export type GraphqlOperation =
  | 'UserByScreenName'
  | 'Followers'
  | 'BlueVerifiedFollowers'
  | 'Following'
  | 'Retweeters'
  | 'Favoriters';

export const GRAPHQL_OPERATIONS: readonly GraphqlOperation[] = [
  'UserByScreenName',
  'Followers',
  'BlueVerifiedFollowers',
  'Following',
  'Retweeters',
  'Favoriters',
];

/** The public bearer token X's own web app ships in its JavaScript; it identifies the client, not a user. */
export const X_WEB_BEARER_TOKEN =
  'AAAAAAAAAAAAAAAAAAAAANRILgAAAAAAnNwIzUejRCOuH5E6I8xnZz4puTs%3D1Zv7ttfk8LF81IUq16cHjhLTvJu4FA33AGWWjCpTnA';

/** Query ids as last seen in X's web client bundle. */
export const DEFAULT_GRAPHQL_QUERY_IDS: Readonly<Record<GraphqlOperation, string>> = {
  UserByScreenName: 'QGIw94L0abhuohrr76cSbw',
  Followers: 'r4fuEJKOqqzaYcvJU5ZWVA',
  BlueVerifiedFollowers: 'srYtCtUs5BuBPbYj7agW6A',
  Following: 'PgxzDG3JdZLoesQh41mcRw',
  Retweeters: 'VCx3-p7GvELPtH0QHQcA0g',
  Favoriters: 'DDetc9RS4TZduc7kFfaFSA',
};

/** Feature flags sent with every GraphQL call (X answers 400 when a required one is missing). */
export const DEFAULT_GRAPHQL_FEATURES: Readonly<Record<string, boolean>> = {
  articles_preview_enabled: false,
  c9s_tweet_anatomy_moderator_badge_enabled: true,
  communities_web_enable_tweet_community_results_fetch: true,
  creator_subscriptions_quote_tweet_preview_enabled: false,
  creator_subscriptions_tweet_preview_api_enabled: true,
  freedom_of_speech_not_reach_fetch_enabled: true,
  graphql_is_translatable_rweb_tweet_is_translatable_enabled: true,
  longform_notetweets_consumption_enabled: true,
  longform_notetweets_inline_media_enabled: true,
  longform_notetweets_rich_text_read_enabled: true,
  responsive_web_edit_tweet_api_enabled: true,
  responsive_web_enhance_cards_enabled: false,
  responsive_web_graphql_exclude_directive_enabled: true,
  responsive_web_graphql_skip_user_profile_image_extensions_enabled: false,
  responsive_web_graphql_timeline_navigation_enabled: true,
  responsive_web_media_download_video_enabled: false,
  responsive_web_twitter_article_tweet_consumption_enabled: true,
  rweb_tipjar_consumption_enabled: true,
  rweb_video_timestamps_enabled: true,
  standardized_nudges_misinfo: true,
  tweet_awards_web_tipping_enabled: false,
  tweet_with_visibility_results_prefer_gql_limited_actions_policy_enabled: true,
  tweet_with_visibility_results_prefer_gql_media_interstitial_enabled: false,
  tweetypie_unmention_optimization_enabled: true,
  verified_phone_label_enabled: false,
  view_counts_everywhere_api_enabled: true,
  responsive_web_grok_analyze_button_fetch_trends_enabled: false,
  premium_content_api_read_enabled: false,
  profile_label_improvements_pcf_label_in_post_enabled: false,
  responsive_web_grok_share_attachment_enabled: false,
  responsive_web_grok_analyze_post_followups_enabled: false,
};

/** Extra flags the web client adds for particular operations. */
export const DEFAULT_OPERATION_FEATURES: Readonly<Partial<Record<GraphqlOperation, Record<string, boolean>>>> = {
  UserByScreenName: {
    highlights_tweets_tab_ui_enabled: true,
    hidden_profile_likes_enabled: true,
    hidden_profile_subscriptions_enabled: true,
    subscriptions_verification_info_verified_since_enabled: true,
    subscriptions_verification_info_is_identity_verified_enabled: false,
    responsive_web_twitter_article_notes_tab_enabled: false,
    subscriptions_feature_can_gift_premium: false,
  },
  Followers: { responsive_web_twitter_article_notes_tab_enabled: false },
  BlueVerifiedFollowers: { responsive_web_twitter_article_notes_tab_enabled: true },
};

/** fieldToggles the web client sends with UserByScreenName. */
export const DEFAULT_USER_FIELD_TOGGLES: Readonly<Record<string, boolean>> = { withAuxiliaryUserLabels: false };

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface XApiSettings {
  /** Origin of X's web app, e.g. https://x.com (or the simulator's URL). */
  baseUrl: string;
  bearerToken: string;
  userAgent: string;
  queryIds: Record<GraphqlOperation, string>;
  features: Record<string, boolean>;
  operationFeatures: Partial<Record<GraphqlOperation, Record<string, boolean>>>;
  userFieldToggles: Record<string, boolean>;
  /** Profiles asked for per page of a list. */
  pageSize: number;
  /** Time allowed to open the TCP/TLS connection (or the proxy tunnel). */
  connectTimeoutMs: number;
  /** Time allowed for a whole request, body included. */
  totalTimeoutMs: number;
}

export function defaultXApiSettings(overrides: Partial<XApiSettings> = {}): XApiSettings {
  return {
    baseUrl: 'https://x.com',
    bearerToken: X_WEB_BEARER_TOKEN,
    userAgent: DEFAULT_USER_AGENT,
    queryIds: { ...DEFAULT_GRAPHQL_QUERY_IDS },
    features: { ...DEFAULT_GRAPHQL_FEATURES },
    operationFeatures: structuredClone(DEFAULT_OPERATION_FEATURES) as XApiSettings['operationFeatures'],
    userFieldToggles: { ...DEFAULT_USER_FIELD_TOGGLES },
    pageSize: 20,
    connectTimeoutMs: 10_000,
    totalTimeoutMs: 30_000,
    ...overrides,
  };
}

export class XApiSettingsError extends Error {}

function parseJsonObject(name: string, raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new XApiSettingsError(`${name} must be a JSON object`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new XApiSettingsError(`${name} must be a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new XApiSettingsError(`${name} must be a positive integer`);
  return value;
}

/**
 * Settings from the environment:
 * - X_API_BASE: origin of X (default https://x.com);
 * - X_GRAPHQL_QUERY_IDS: JSON object of operation -> query id, merged over the defaults,
 *   e.g. {"Followers":"abc123"};
 * - X_GRAPHQL_FEATURES: JSON object of feature flag -> boolean, merged over the defaults;
 * - X_HTTP_CONNECT_TIMEOUT_MS, X_HTTP_TIMEOUT_MS: connect and total timeouts.
 */
export function loadXApiSettings(env: NodeJS.ProcessEnv = process.env): XApiSettings {
  const settings = defaultXApiSettings();
  const base = env.X_API_BASE?.trim();
  if (base) {
    if (!URL.canParse(base)) throw new XApiSettingsError('X_API_BASE must be a URL');
    settings.baseUrl = base;
  }
  const ids = env.X_GRAPHQL_QUERY_IDS?.trim();
  if (ids) {
    for (const [operation, queryId] of Object.entries(parseJsonObject('X_GRAPHQL_QUERY_IDS', ids))) {
      if (!(GRAPHQL_OPERATIONS as readonly string[]).includes(operation)) {
        throw new XApiSettingsError(`X_GRAPHQL_QUERY_IDS: unknown operation ${operation}`);
      }
      if (typeof queryId !== 'string' || !/^[\w-]+$/.test(queryId)) {
        throw new XApiSettingsError(`X_GRAPHQL_QUERY_IDS: the query id of ${operation} must be a string of letters, digits, _ or -`);
      }
      settings.queryIds[operation as GraphqlOperation] = queryId;
    }
  }
  const features = env.X_GRAPHQL_FEATURES?.trim();
  if (features) {
    for (const [flag, value] of Object.entries(parseJsonObject('X_GRAPHQL_FEATURES', features))) {
      if (typeof value !== 'boolean') throw new XApiSettingsError(`X_GRAPHQL_FEATURES: ${flag} must be true or false`);
      settings.features[flag] = value;
    }
  }
  settings.connectTimeoutMs = positiveInt('X_HTTP_CONNECT_TIMEOUT_MS', env.X_HTTP_CONNECT_TIMEOUT_MS, settings.connectTimeoutMs);
  settings.totalTimeoutMs = positiveInt('X_HTTP_TIMEOUT_MS', env.X_HTTP_TIMEOUT_MS, settings.totalTimeoutMs);
  return settings;
}
