/** An upload's bytes as UTF-8 text in 64 KiB chunks: characters split between pieces kept whole, a byte-order mark and NUL dropped. */

import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';

const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

/** Text handed to the parser at a time: however small the pieces arrive, an unfinished row is reparsed rarely. */
const TEXT_CHUNK = 64 * 1024;

/** The file as UTF-8 text (characters split between pieces kept whole, a byte-order mark dropped), in 64 KiB chunks. */
export async function* decoded(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let first = true;
  for await (const chunk of chunks) {
    // Decoded UTF-8 holds no lone surrogates; NUL is the one character PostgreSQL cannot store.
    pending += withoutNul(decoder.write(chunk));
    if (first && pending.length > 0) {
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    if (pending.length >= TEXT_CHUNK) {
      yield pending;
      pending = '';
      // Pieces already received arrive without a turn of the event loop in between: let other requests in.
      await nextTurn();
    }
  }
  pending += withoutNul(decoder.end());
  if (pending.length > 0) yield pending;
}
