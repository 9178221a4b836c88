/**
 * The query strings X's web client sends with its direct message calls, copied in its order: X serves answers
 * (and judges the client) by them.
 */

export const DM_SEND_QUERY: Record<string, string> = {
  ext: 'mediaColor,altText,mediaStats,highlightedLabel,voiceInfo,birdwatchPivot,superFollowMetadata,unmentionInfo,editControl,article',
  include_ext_alt_text: 'true',
  include_ext_limited_action_results: 'true',
  include_reply_count: '1',
  tweet_mode: 'extended',
  include_ext_views: 'true',
  include_groups: 'true',
  include_inbox_timelines: 'true',
  include_ext_media_color: 'true',
  supports_reactions: 'true',
  supports_edit: 'true',
};

/** The flags X's web client sends alike when it opens a conversation and when it reads the inbox, in its order. */
const WEB_CLIENT_FLAGS: Record<string, string> = {
  include_profile_interstitial_type: '1',
  include_blocking: '1',
  include_blocked_by: '1',
  include_followed_by: '1',
  include_want_retweets: '1',
  include_mute_edge: '1',
  include_can_dm: '1',
  include_can_media_tag: '1',
  include_ext_is_blue_verified: '1',
  include_ext_verified_type: '1',
  skip_status: '1',
  dm_secret_conversations_enabled: 'false',
  krs_registration_enabled: 'true',
  cards_platform: 'Web-12',
  include_cards: '1',
  include_ext_alt_text: 'true',
  include_quote_count: 'true',
  include_reply_count: '1',
  tweet_mode: 'extended',
};

/** What X's web client asks when it opens a conversation. */
export const CONVERSATION_QUERY: Record<string, string> = {
  context: 'FETCH_DM_CONVERSATION',
  ...WEB_CLIENT_FLAGS,
  include_ext_views: 'true',
  dm_users: 'false',
  include_groups: 'true',
  include_inbox_timelines: 'true',
  include_ext_media_color: 'true',
  supports_reactions: 'true',
  supports_edit: 'true',
  include_conversation_info: 'true',
};

export const INBOX_QUERY: Record<string, string> = {
  nsfw_filtering_enabled: 'false',
  filter_low_quality: 'true',
  include_quality: 'all',
  ...WEB_CLIENT_FLAGS,
  include_ext_collab_control: 'true',
  dm_users: 'true',
  include_groups: 'true',
  include_inbox_timelines: 'true',
  include_ext_media_color: 'true',
  supports_reactions: 'true',
  supports_edit: 'true',
};
