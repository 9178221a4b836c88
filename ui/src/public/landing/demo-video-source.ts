import { siteConfig } from '../../shared/site-config';

/** The recording that ships with the UI (ui/public/demo, made by `npm run demo-video`). */
const BUNDLED_DEMO = { url: '/demo/outtwit-demo.mp4', poster: '/demo/outtwit-demo-poster.jpg' };

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/** A video file the browser plays itself, or a hosted player's embed page shown in an iframe. */
export type DemoVideoSource =
  | { kind: 'file'; url: string; type: string; poster?: string }
  | { kind: 'embed'; url: string };

/** What the configured demo address is: no address means the bundled recording. */
export function demoVideoSource(configured: string = siteConfig.demoVideoUrl): DemoVideoSource {
  if (!configured) return { kind: 'file', type: VIDEO_TYPES.mp4, ...BUNDLED_DEMO };
  const extension = new URL(configured, 'https://outtwit.invalid').pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = VIDEO_TYPES[extension];
  if (type) return { kind: 'file', url: configured, type, poster: configured === BUNDLED_DEMO.url ? BUNDLED_DEMO.poster : undefined };
  return { kind: 'embed', url: configured };
}
