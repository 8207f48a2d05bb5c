// Pre-compresses the client build once (brotli at its best and gzip -9), so the server sends ready .br/.gz files
// instead of compressing the same CSS and JavaScript on every request (server/precompressed.server.ts).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;
const MIN_BYTES = 1024;

export async function compressFolder(folder) {
  let files = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      promisify(gzip)(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    files += 1;
  }
  return files;
}
