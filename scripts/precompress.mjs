/**
 * Writes `file.br` and `file.gz` beside every compressible file of a built app, so the server
 * (and any static host that serves precompressed files) sends them without compressing per
 * request. Usage: node scripts/precompress.mjs <dist directory>
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Edited at deploy time (the shell's run-time config): never shipped stale in a compressed copy.
const EDITED_AT_DEPLOY = new Set(['config.json']);
const MIN_BYTES = 1024;

const root = path.resolve(process.argv[2] ?? 'dist');
let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || EDITED_AT_DEPLOY.has(entry.name))
    continue;
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files in ${path.relative(process.cwd(), root) || '.'}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
