import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { precompressPlugins } from '../../../scripts/webpack/precompress';

/** Builds one script of repetitive code with the precompress plugins; resolves to the output directory. */
function build(dir: string): Promise<string> {
  const lines = Array.from({ length: 400 }, (_, i) => `export const label${i} = 'item ' + ${i} + ' of the list';`);
  writeFileSync(path.join(dir, 'entry.js'), `${lines.join('\n')}\nconsole.log(${lines.map((_, i) => `label${i}`).join(', ')});\n`);
  const out = path.join(dir, 'out');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: out, filename: 'main.js' },
    plugins: precompressPlugins(/\.js$/),
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.compilation.errors.map((e) => e.message).join('\n')));
      compiler.close(() => resolve(out));
    });
  });
}

describe('precompressPlugins', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mlobby-precompress-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .gz any gzip reader inflates to the file, smaller than zlib at its best level, and a .br that inflates to it', async () => {
    const out = await build(dir);
    const original = readFileSync(path.join(out, 'main.js'));
    const gz = readFileSync(path.join(out, 'main.js.gz'));
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    // Zopfli: the copy a browser without brotli gets is smaller than what zlib -9 would send.
    expect(gz.length).toBeLessThan(zlib.gzipSync(original, { level: 9 }).length);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(out, 'main.js.br'))).equals(original)).toBe(true);
  }, 60_000);
});
