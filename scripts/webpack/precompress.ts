/**
 * The production build's precompressed copies: a .gz and a .br (quality 11) beside every file
 * `test` matches, which our server sends as the client's Accept-Encoding allows (@fastify/static
 * preCompressed). The site's build and the bench floor page (bench/floor) both use it, so the
 * floor is compressed exactly as our pages are.
 *
 * The .gz copies are made with Zopfli (through @gfx/zopfli, the WebAssembly build that
 * compression-webpack-plugin's documentation shows): any gzip reader inflates them, and they are
 * about 4% smaller than zlib's level 9, for a browser or proxy that does not take brotli. It costs
 * a few seconds of build time, paid once, not on every request.
 */
import zlib from 'node:zlib';
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** gzip and brotli copies of the assets `test` matches, kept even when compression gains nothing. */
export function precompressPlugins(test: RegExp): WebpackPluginInstance[] {
  return [
    new CompressionPlugin<ZopfliOptions>({
      test,
      algorithm: zopfliGzip,
      // Zopfli's default effort; more iterations gain a few bytes for many more seconds.
      compressionOptions: { numiterations: 15 },
      filename: '[path][base].gz',
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.BrotliOptions,
      threshold: 0,
      minRatio: 1,
    }),
  ];
}
