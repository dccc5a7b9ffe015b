/**
 * Adds `<link rel="preload" as="script">` for named lazy chunks to the page's head, so the browser
 * fetches them beside the main chunk instead of only once the main chunk has run and asked for
 * them: on a slow mobile network that is a round trip and a download fewer before the first render.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class PreloadChunksPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        for (const name of this.chunkNames) {
          const chunk = compilation.namedChunks.get(name);
          // A renamed chunk must not silently drop its preload.
          if (!chunk) throw new Error(`PreloadChunksPlugin: no chunk named ${name}`);
          for (const file of chunk.files) {
            if (file.endsWith('.js')) {
              data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }));
            }
          }
        }
        return data;
      });
    });
  }
}
