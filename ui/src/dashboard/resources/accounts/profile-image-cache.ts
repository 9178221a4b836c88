/**
 * Profile pictures of connected accounts, kept as data URLs in memory and in local storage so a page load
 * shows them without asking again. Pictures on X's image host are converted to data URLs (drawn on a
 * canvas: the page may not fetch other origins), pictures from our own API are fetched; anything else is
 * used as it is.
 */
const STORAGE_PREFIX = 'outtwit.profile-image:';
/** Local storage is small (about 5 MB per origin): a picture larger than this stays in memory only. */
const MAX_STORED_CHARS = 96_000;
/** Pictures are shown at most 48 px wide: kept at twice that for sharp screens, and small enough to store. */
const MAX_SIDE = 96;
/** X's profile image host. */
const X_IMAGE_HOSTS = new Set(['pbs.twimg.com', 'abs.twimg.com']);

const memory = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

function storageKey(src: string): string {
  return STORAGE_PREFIX + src;
}

/** The cached data URL of `src`, from memory or local storage. */
export function cachedProfileImage(src: string): string | undefined {
  const inMemory = memory.get(src);
  if (inMemory) return inMemory;
  try {
    const stored = window.localStorage.getItem(storageKey(src));
    if (stored?.startsWith('data:image/')) {
      memory.set(src, stored);
      return stored;
    }
  } catch {
    // Storage may be disabled (private windows, policies): memory alone then.
  }
  return undefined;
}

function remember(src: string, dataUrl: string): string {
  memory.set(src, dataUrl);
  if (dataUrl.length <= MAX_STORED_CHARS) {
    try {
      window.localStorage.setItem(storageKey(src), dataUrl);
    } catch {
      // Full or disabled: the memory copy serves this page load.
    }
  }
  return dataUrl;
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/** Draws a cross-origin picture (served with CORS) on a canvas and reads it back as a data URL. */
function drawToDataUrl(src: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      try {
        const width = image.naturalWidth || MAX_SIDE;
        const height = image.naturalHeight || MAX_SIDE;
        const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(width * scale));
        canvas.height = Math.max(1, Math.round(height * scale));
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No canvas');
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        resolve(canvas.toDataURL('image/jpeg', 0.9));
      } catch (error) {
        reject(error);
      }
    };
    image.onerror = () => reject(new Error('The image did not load'));
    image.src = src;
  });
}

function isXImage(url: URL): boolean {
  return X_IMAGE_HOSTS.has(url.hostname);
}

/**
 * Loads `src` once however many rows ask, and caches it. Resolves to a data URL, or to `src` itself when it
 * cannot be converted (the browser then loads it as a normal image); rejects when it cannot be shown at all.
 */
export function loadProfileImage(src: string): Promise<string> {
  const cached = cachedProfileImage(src);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(src);
  if (inFlight) return inFlight;
  const url = new URL(src, window.location.origin);
  let load: Promise<string>;
  if (url.protocol === 'data:') load = Promise.resolve(src);
  else if (url.origin === window.location.origin)
    load = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`The image answered ${response.status}`);
      return remember(src, await blobToDataUrl(await response.blob()));
    });
  else if (isXImage(url)) load = drawToDataUrl(url.href).then((dataUrl) => remember(src, dataUrl));
  else load = Promise.resolve(src);
  const settled = load.finally(() => pending.delete(src));
  pending.set(src, settled);
  return settled;
}
