import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { PreloadChunksPlugin } from '../../../scripts/webpack/preload-chunks';

/** Builds a two-chunk site (an entry importing a named chunk) with the plugin; resolves to the page and the error, if any. */
function build(dir: string, chunkNames: string[]): Promise<{ html: string; error?: string }> {
  writeFileSync(path.join(dir, 'entry.js'), 'import(/* webpackChunkName: "strings-xx" */ "./strings.js");\n');
  writeFileSync(path.join(dir, 'strings.js'), 'export default { hello: "xx" };\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), publicPath: '/m/', chunkFilename: 'assets/[name].[contenthash:6].js' },
    plugins: [new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>' }), new PreloadChunksPlugin(chunkNames)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      if (err) return reject(err);
      const error = stats?.compilation.errors.map((e) => e.message).join('\n') || undefined;
      const file = path.join(dir, 'out', 'index.html');
      compiler.close(() => resolve({ html: error ? '' : readFileSync(file, 'utf8'), error }));
    });
  });
}

describe('PreloadChunksPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mlobby-preload-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds a low-priority script preload of each named chunk to the page head, at its hashed public path', async () => {
    const { html, error } = await build(dir, ['strings-xx']);
    expect(error).toBeUndefined();
    const head = html.slice(0, html.indexOf('</head>'));
    // Low priority: the main chunk stays first, and the page's first paint never waits for it.
    expect(head).toMatch(/<link rel="?preload"? as="?script"? fetchpriority="?low"? href="?\/m\/assets\/strings-xx\.[0-9a-f]{6}\.js"?>/);
  }, 30_000);

  it('fails the build when a named chunk does not exist, so a renamed chunk cannot silently lose its preload', async () => {
    const { error } = await build(dir, ['strings-yy']);
    expect(error).toMatch(/no chunk named strings-yy/);
  }, 30_000);
});
