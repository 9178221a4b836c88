/**
 * Public links of the product. Each can be set at build time through a VITE_ variable, so a
 * deployment can point them elsewhere without a code change.
 */
const env = import.meta.env;

export const siteConfig = {
  /**
   * The product demo video: a video file's URL (.mp4, .webm) or an embed page (e.g. YouTube's /embed/ form).
   * Empty: the recording shipped in ui/public/demo (npm run demo-video).
   */
  demoVideoUrl: env.VITE_DEMO_VIDEO_URL || '',
  /** The community chat group. */
  chatGroupUrl: env.VITE_CHAT_GROUP_URL || 'https://t.me/outtwit',
  /** The community group on X. */
  socialGroupUrl: env.VITE_SOCIAL_GROUP_URL || 'https://x.com/i/communities/outtwit',
  privacyPolicyUrl: env.VITE_PRIVACY_POLICY_URL || '/privacy',
  contactEmail: env.VITE_CONTACT_EMAIL || 'support@outtwit.com',
  xProfileUrl: env.VITE_X_PROFILE_URL || 'https://x.com/outtwit',
  youtubeChannelUrl: env.VITE_YOUTUBE_URL || 'https://www.youtube.com/@outtwit',
  linkedinUrl: env.VITE_LINKEDIN_URL || 'https://www.linkedin.com/company/outtwit',
} as const;
