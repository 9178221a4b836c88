import fc from 'fast-check';

/** A request the generated-input test sends: a path already percent-encoded, a raw query, a raw body. */
export interface Probe {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  session: 'signed-in' | 'signed-out' | 'forged';
}

/** Field names our endpoints and better-auth's read, so odd values reach real code, plus unknown ones. */
const KNOWN_FIELDS = [
  'input',
  'username',
  'name',
  'email',
  'password',
  'token',
  'newPassword',
  'currentPassword',
  'callbackURL',
  'redirectTo',
  'rememberMe',
  'revokeOtherSessions',
  'id',
  'q',
];

const HUGE = 'x'.repeat(100_000);

/** Text PostgreSQL cannot store: NUL and lone surrogates, alone or inside other text. */
const unstorableString = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', '\uD800', 'x\uDFFFy', '\uDC00\uD800', `${'y'.repeat(5000)}\u0000`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00'), fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
);

/** Text a parser or a query may choke on: unstorable, huge, numeric-looking, path tricks, any UTF-16 unit. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: unstorableString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      HUGE,
      'NaN',
      '-1',
      '1e309',
      'null',
      'true',
      '[]',
      '{}',
      '../../etc/passwd',
      '%00',
      '%ED%A0%80',
      '@Alice',
      'ALICE_1',
      'https://x.com/alice?x=1',
      "'; drop table events; --",
      '😀',
      '\\u0000',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1e308, -1e308, -1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY),
  fc.integer(),
  fc.double(),
);

/** Any JSON value, weighted towards the odd ones; NaN and Infinity serialise as null. */
export const oddJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: oddString },
    { weight: 2, arbitrary: oddNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(oddString, fc.constantFrom(...KNOWN_FIELDS)), tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** UTF-8 percent-encoding that also encodes lone surrogates (as WTF-8), which encodeURIComponent refuses. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** A path parameter: odd text encoded, raw escapes that decode to NUL or invalid UTF-8, or longer than the router allows. */
const pathSegment = fc.oneof(
  oddString.filter((text) => text.length < 1000).map(percentEncode),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '%C3', '%', '%zz', '..', '%2e%2e', 'a%2Fb', '%20', 'a'.repeat(9000)),
);

/** The value put in one place of a well-formed request: mostly text, since most fields are text. */
const oddValue = fc.oneof({ weight: 3, arbitrary: oddString }, { weight: 1, arbitrary: oddJson });

/** A raw query string of unrelated odd pairs: repeated or unknown keys, raw escapes. */
const oddQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('sort', 'range', 'filter', 'q', 'id', 'page', ''),
      fc.oneof(
        oddJson.map((value) => JSON.stringify(value) ?? 'undefined'),
        fc.constantFrom('["username","ASC"]', '[0,1e308]', '[-5,-1]', '["NaN",1]', '{"id":["a",{"b":1}]}', '{"q":"a\\u0000"}', '{"id":"\\ud800"}'),
        oddString,
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${percentEncode(value.slice(0, 3000))}`).join('&'))
  .chain((built) => fc.constantFrom(built, `${built}&%00=1`, `${built}&filter=%ED%A0%80`, `${built}&range=%FF`));

/** ra-data-simple-rest list parameters, well formed but for one odd value somewhere inside their JSON. */
const listQuery = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('filter.q', 'filter.id') },
      { weight: 2, arbitrary: fc.constantFrom('sort.0', 'sort.1', 'range.0', 'range.1', 'filter.*', 'sort', 'range', 'filter') },
    ),
    oddValue,
    oddString,
  )
  .map(([where, value, key]) => {
    const list: Record<string, unknown> = { sort: ['username', 'ASC'], range: [0, 9], filter: { q: 'a' } };
    const [parameter = '', inner] = where.split('.');
    if (inner === undefined) list[parameter] = value;
    else if (parameter === 'filter') (list.filter as Record<string, unknown>)[inner === '*' ? key : inner] = value;
    else (list[parameter] as unknown[])[Number(inner)] = value;
    return Object.entries(list)
      .map(([name, json]) => `${name}=${percentEncode((JSON.stringify(json) ?? '').slice(0, 3000))}`)
      .join('&');
  });

const MALFORMED_BODIES = ['{"input": ', '{', '}', 'nul', '{"a":1,}', "{'a':1}", '[', `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`, '1e999', '"\\ud800"', `[${'0,'.repeat(500_000)}0]`];

/** A body and its content type: odd JSON, malformed JSON, bytes that are not UTF-8, forms, other types. */
const oddBody: fc.Arbitrary<{ contentType?: string; body?: string | Uint8Array }> = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS), oddString.filter((key) => key.length < 100)), oddJson, { maxKeys: 5 })
    .map((fields) => ({ contentType: 'application/json', body: JSON.stringify(fields) })),
  oddJson.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) ?? '' })),
  fc.constantFrom(...MALFORMED_BODIES).map((text) => ({ contentType: 'application/json', body: text })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ contentType: 'application/json', body: Uint8Array.from([0x7b, 0xff, ...bytes]) })),
  fc
    .tuple(fc.constantFrom(...KNOWN_FIELDS), oddString.filter((text) => text.length < 1000))
    .map(([field, value]) => ({ contentType: 'application/x-www-form-urlencoded', body: `${field}=${percentEncode(value)}&x=%00` })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=zz', 'application/json; charset=latin1', 'image/png', '', 'application/json; charset=utf-8'),
      fc.oneof(oddString, oddJson.map((value) => JSON.stringify(value) ?? '')),
    )
    .map(([contentType, text]) => ({ contentType, body: text })),
  fc.constant({}),
);

/** The route's own body with one field odd, or an unknown field added. */
function mutatedBody(sample: Record<string, unknown>) {
  const fields = Object.keys(sample);
  return fc
    .tuple(
      fields.length > 0 ? fc.constantFrom(...fields) : oddString,
      oddValue,
      fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
    )
    .map(([field, value, extra]) => ({
      contentType: 'application/json',
      body: JSON.stringify(extra ? { ...sample, [`${field}_unknown`]: value } : { ...sample, [field]: value }),
    }));
}

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-request-id': fc.constantFrom('%00', 'a'.repeat(200), '../x', 'ÿ'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'nonsense'),
    'accept-language': fc.constantFrom('xx', '*;q=NaN'),
    'x-forwarded-for': fc.constantFrom('::1', 'not-an-ip', '1.2.3.4, 5.6.7.8'),
  },
  { requiredKeys: [] },
);

/** What a well-formed request to a route looks like, so most odd values get past the first checks. */
export interface RouteSample {
  body?: Record<string, unknown>;
  /** A ra-data-simple-rest list endpoint. */
  list?: boolean;
}

/** Requests to one route: its own method mostly, with odd path parameters, queries, bodies, headers and sessions. */
export function probes(
  method: string,
  pathTemplate: string,
  sample: RouteSample,
  sessions: readonly Probe['session'][],
): fc.Arbitrary<Probe> {
  const params = pathTemplate.match(/\{[^}]+\}/g) ?? [];
  const body = sample.body ? fc.oneof({ weight: 3, arbitrary: mutatedBody(sample.body) }, { weight: 2, arbitrary: oddBody }) : oddBody;
  const query = sample.list
    ? fc.oneof({ weight: 4, arbitrary: listQuery }, { weight: 1, arbitrary: oddQuery }, { weight: 1, arbitrary: fc.constant('') })
    : fc.oneof(fc.constant(''), oddQuery);
  return fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constant(method.toUpperCase()) }, fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')),
      path: fc
        .tuple(...params.map(() => pathSegment))
        .map((segments) => segments.reduce((path, segment, index) => path.replace(params[index] ?? '', segment), pathTemplate)),
      query,
      body,
      headers: extraHeaders,
      session: fc.oneof({ weight: 3, arbitrary: fc.constant(sessions[0] ?? 'signed-out') }, fc.constantFrom(...sessions)),
    })
    .map(({ body: { contentType, body: payload }, headers, ...probe }) => ({
      ...probe,
      headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
      body: payload,
    }));
}

/**
 * One spelling of a path that a router or a proxy may read as the same route: letters percent-encoded
 * (upper- or lower-case hex), slashes doubled, dot segments ('.', '..', '%2e%2e') that lead back to it,
 * and '/api' in mixed case. The path must be sent as written (node:http), since fetch resolves dot segments.
 */
export function pathSpelling(path: string): fc.Arbitrary<string> {
  const segments = path.split('/').slice(1);
  const encodeLetters = fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }).chain((picks) =>
    fc.boolean().map((upperHex) =>
      [...path]
        .map((char, index) => {
          if (!picks[index] || !/[a-z0-9-]/i.test(char)) return char;
          const hex = char.charCodeAt(0).toString(16);
          return `%${upperHex ? hex.toUpperCase() : hex}`;
        })
        .join(''),
    ),
  );
  const doubleSlashes = fc
    .array(fc.boolean(), { minLength: segments.length, maxLength: segments.length })
    .map((picks) => segments.map((segment, index) => (picks[index] ? `//${segment}` : `/${segment}`)).join(''));
  const dotSegments = fc
    .tuple(fc.nat(segments.length), fc.constantFrom('/./', '/x/../', '/%2e/', '/x/%2e%2e/', '/x/%2E%2E/', '/x/.%2e/'))
    .map(([at, dots]) => `/${segments.slice(0, at).join('/')}${dots}${segments.slice(at).join('/')}`.replace(/^\/\//, '/'));
  const mixedCase = fc.constantFrom('/API', '/Api', '/aPi', '/apI').map((prefix) => path.replace(/^\/api/, prefix));
  const leadingDots = fc.constantFrom('/..', '/.', '/%2e%2e', '/x/..').map((prefix) => `${prefix}${path}`);
  const one = fc.oneof(encodeLetters, doubleSlashes, dotSegments, mixedCase, leadingDots);
  // Two tricks at once: a mixed-case prefix with encoded letters, doubled slashes with a dot segment...
  return fc.oneof({ weight: 3, arbitrary: one }, fc.tuple(one, fc.boolean()).chain(([first, twice]) => (twice ? respelled(first) : fc.constant(first))));
}

/** A second trick applied to an already respelled path (only those that keep it routable by a normaliser). */
function respelled(path: string): fc.Arbitrary<string> {
  return fc.constantFrom(path.replace(/a/, '%61'), path.replace(/\/(?=[^/])/, '//'), `/./${path.replace(/^\//, '')}`, path.replace(/^\/api/i, '/API'));
}

/** A multipart request body and its Content-Type, for the upload route and for routes that take none. */
export interface MultipartProbe {
  contentType: string;
  body: Uint8Array;
}

const MULTIPART_CONTENTS = [
  'username\nalice\nbob\n',
  'name;bio\nA;B\n',
  'username,bio\nalice,"never closed\n',
  `username,${Array.from({ length: 60 }, (_, i) => `c${i}`).join(',')}\nalice\n`,
  '["@alice","bob"]',
  '{"usernames":["a"],"metadata":[1]}',
  '[not json',
  '',
];

/** One part: the name field, the file, an unknown field, or a part without the headers a part needs. */
const multipartPart = fc.oneof(
  oddString.map((value) => ({ headers: 'content-disposition: form-data; name="name"', content: value })),
  fc
    .tuple(
      fc.constantFrom('file', 'name', 'other', ''),
      fc.oneof(fc.constantFrom('leads.csv', 'leads.json', '', '../../x.csv', 'a"b.csv'), oddString.filter((text) => text.length < 200)),
      fc.constantFrom('text/csv', 'application/json', 'application/octet-stream', ''),
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...MULTIPART_CONTENTS) },
        { weight: 1, arbitrary: fc.constantFrom(`username\n${'u\n'.repeat(1_500_000)}`, 'x'.repeat(3_000_000), `[${'"a",'.repeat(200_000)}"b"]`) },
        { weight: 1, arbitrary: oddString },
      ),
    )
    .map(([field, filename, type, content]) => ({
      headers: `content-disposition: form-data; name="${field}"; filename="${filename.replace(/[\r\n]/g, '')}"${type ? `\r\ncontent-type: ${type}` : ''}`,
      content,
    })),
  fc.constantFrom(
    { headers: 'content-disposition: form-data; name="name"', content: 'n'.repeat(100_000) },
    { headers: 'content-type: text/plain', content: 'no disposition' },
    { headers: 'content-disposition: attachment', content: 'odd disposition' },
    { headers: '', content: 'no headers at all' },
  ),
);

/**
 * Multipart bodies an attacker sends: parts in any order, missing or repeated, huge, and framing that is
 * broken (a boundary that does not match the header's, none at all, bare line feeds, no closing boundary, a
 * body cut short, a boundary over the 70 characters allowed).
 */
export const oddMultipart: fc.Arbitrary<MultipartProbe> = fc
  .record({
    // Half are a well-formed name and file (whose content varies) with odd parts around, so most reach the parser.
    parts: fc.oneof(
      fc.array(multipartPart, { maxLength: 4 }),
      fc
        .tuple(fc.constantFrom(...MULTIPART_CONTENTS), fc.array(multipartPart, { maxLength: 2 }), fc.nat(1_000_000))
        .map(([content, extra, n]) => [
          { headers: 'content-disposition: form-data; name="name"', content: `Fuzz ${n}` },
          { headers: 'content-disposition: form-data; name="file"; filename="leads.csv"\r\ncontent-type: text/csv', content },
          ...extra,
        ]),
    ),
    boundary: fc.constantFrom('fuzzboundary', 'b', 'x'.repeat(70), 'x'.repeat(300), '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    framing: fc.constantFrom('good', 'good', 'good', 'other-boundary', 'no-boundary-param', 'bare-lf', 'no-closing', 'cut', 'quoted-boundary', 'garbage-preamble'),
  })
  .map(({ parts, boundary, framing }) => {
    const eol = framing === 'bare-lf' ? '\n' : '\r\n';
    const inBody = framing === 'other-boundary' ? `${boundary}x` : boundary;
    let body = parts.map((part) => `--${inBody}${eol}${part.headers}${eol}${eol}${part.content}${eol}`).join('');
    if (framing !== 'no-closing') body += `--${inBody}--${eol}`;
    if (framing === 'cut') body = body.slice(0, Math.floor(body.length / 2));
    if (framing === 'garbage-preamble') body = `\u0000\u00ff garbage${eol}${body}`;
    const contentType =
      framing === 'no-boundary-param'
        ? 'multipart/form-data'
        : framing === 'quoted-boundary'
          ? `multipart/form-data; boundary="${boundary}"`
          : `multipart/form-data; boundary=${boundary}`;
    return { contentType, body: new TextEncoder().encode(body) };
  });
