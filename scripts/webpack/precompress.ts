/**
 * The production build's precompressed copies: a .gz and a .br (quality 11) beside every file
 * `test` matches, which our server sends as the client's Accept-Encoding allows (@fastify/static
 * preCompressed). The site's build and the bench floor page (bench/floor) both use it, so the
 * floor is compressed exactly as our pages are.
 */
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** gzip and brotli copies of the assets `test` matches, kept even when compression gains nothing. */
export function precompressPlugins(test: RegExp): WebpackPluginInstance[] {
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 0, minRatio: 1 }),
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
