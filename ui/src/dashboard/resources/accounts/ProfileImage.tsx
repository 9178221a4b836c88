import Avatar from '@mui/material/Avatar';
import { useEffect, useRef, useState } from 'react';
import { cachedProfileImage, loadProfileImage } from './profile-image-cache';

/** How far outside the viewport a picture starts loading. */
const LAZY_MARGIN = '200px';

/**
 * An account's profile picture, loaded when it comes within 200 px of the viewport and cached (memory and
 * local storage); the account's initial until then, or when there is no picture.
 */
export function ProfileImage({ src, name, size = 48 }: { src: string | null | undefined; name: string; size?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<string | undefined>(() => (src ? cachedProfileImage(src) : undefined));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    if (!src) {
      setShown(undefined);
      return;
    }
    const cached = cachedProfileImage(src);
    if (cached) {
      setShown(cached);
      return;
    }
    setShown(undefined);
    const element = ref.current;
    let cancelled = false;
    const start = () => {
      loadProfileImage(src).then(
        (url) => !cancelled && setShown(url),
        () => !cancelled && setFailed(true),
      );
    };
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [src]);

  return (
    <Avatar
      ref={ref}
      src={failed ? undefined : shown}
      alt={`${name}'s profile picture`}
      data-testid="account-image"
      data-loaded={shown && !failed ? 'true' : 'false'}
      slotProps={{ img: { onError: () => setFailed(true), loading: 'lazy' } }}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        background: (theme) => theme.tokens.gradients.avatar,
        color: '#fff',
      }}
    >
      {name.replace(/^@/, '').charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
