/**
 * The path of a URL as the most lenient reader would take it: percent-escapes decoded, slashes collapsed,
 * dot segments resolved, lower case. '/%61pi/x', '//api//x', '/x/../api/x' and '/API/x' are all '/api/x', so a
 * rule keyed on a path prefix cannot be sidestepped by spelling the path differently.
 */
export function canonicalPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  const segments: string[] = [];
  for (const segment of decodeEscapes(raw).split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Whether the path is /api or below it, however it is spelled. */
export const isApiPath = (url: string) => {
  const path = canonicalPath(url);
  return path === '/api' || path.startsWith('/api/');
};

/** Each well-formed %XX escape decoded on its own (an invalid UTF-8 sequence becomes U+FFFD, never an error). */
function decodeEscapes(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}
