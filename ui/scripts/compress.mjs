import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text. Video and images are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes <file>.br (brotli, best quality) and <file>.gz (gzip, level 9) beside each text file of `directory`,
 * keeping a copy only when it is smaller than the file. Returns how many files and bytes it compressed.
 */
export async function compressDirectory(directory) {
  let files = 0;
  let bytes = 0;
  for await (const file of walk(directory)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: 9 }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
    files++;
    bytes += content.length;
  }
  return { files, bytes };
}
