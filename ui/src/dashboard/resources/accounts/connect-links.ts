/**
 * The Connect Account page's outside links and guide videos. Each can be set at build time through a VITE_
 * variable; without one, the guides play the recording shipped in ui/public/demo.
 */
const env = import.meta.env;

const BUNDLED_VIDEO = '/demo/outtwit-demo.mp4';
const BUNDLED_POSTER = '/demo/outtwit-demo-poster.jpg';

export const connectLinks = {
  /** How to find the Auth Token and CT0 Token of an X session, as a video file or an embed page. */
  connectVideoUrl: env.VITE_CONNECT_VIDEO_URL || BUNDLED_VIDEO,
  /** How to set a proxy for an account. */
  proxyVideoUrl: env.VITE_PROXY_VIDEO_URL || BUNDLED_VIDEO,
  /** The external guide to keeping an X account safe while automating it. */
  safetyGuideUrl: env.VITE_ACCOUNT_SAFETY_GUIDE_URL || 'https://help.x.com/en/safety-and-security/account-security-tips',
} as const;

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', ogv: 'video/ogg' };

/** A video file the browser plays itself, or a hosted player's embed page. */
export type GuideVideo = { kind: 'file'; url: string; type: string; poster?: string } | { kind: 'embed'; url: string };

export function guideVideo(url: string): GuideVideo {
  const extension = new URL(url, 'https://outtwit.invalid').pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = VIDEO_TYPES[extension];
  if (!type) return { kind: 'embed', url };
  return { kind: 'file', url, type, poster: url === BUNDLED_VIDEO ? BUNDLED_POSTER : undefined };
}
