import Box from '@mui/material/Box';
import type { DemoVideoSource } from './demo-video-source';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/** The embed address with autoplay switched on. */
function autoplayUrl(url: string): string {
  return url + (url.includes('?') ? '&' : '?') + 'autoplay=1&rel=0';
}

/**
 * The demo video filling its positioned parent: the browser's own player for a video file (nothing loads
 * before a click on play, unless `autoPlay`), or the host's player in an iframe for an embed page.
 */
export function DemoVideoPlayer({
  source,
  title,
  autoPlay = false,
}: {
  source: DemoVideoSource;
  title: string;
  autoPlay?: boolean;
}) {
  if (source.kind === 'embed') {
    return (
      <Box
        component="iframe"
        src={autoPlay ? autoplayUrl(source.url) : source.url}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        sx={fill}
      />
    );
  }
  return (
    <Box
      component="video"
      controls
      playsInline
      preload="none"
      autoPlay={autoPlay}
      poster={source.poster}
      aria-label={title}
      sx={{ ...fill, bgcolor: '#000', objectFit: 'contain' }}
    >
      <source src={source.url} type={source.type} />
      <a href={source.url}>Download the OutTwit demo video</a>
    </Box>
  );
}
