// After `vite build`: a .br and a .gz beside each text asset of dist/web, which the
// server sends as they are (@fastify/static preCompressed) — no compression per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('dist/web');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== '.vite') walk(file);
      continue;
    }
    if (!TEXT.test(name) || statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    files++;
    before += data.length;
    after += br.length;
  }
}
walk(root);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
