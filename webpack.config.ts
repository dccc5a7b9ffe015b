import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';
import { precompressPlugins } from './scripts/webpack/precompress';
import { PreloadChunksPlugin } from './scripts/webpack/preload-chunks';
import { StatsFilePlugin } from './scripts/webpack/stats-file';
import merchantSeed from './server/seed/merchant.json';
import { DEFAULT_LANGUAGE } from './src/i18n/defaultLanguage';

/** Assets worth precompressing (text; images are already compressed). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration => {
  const production = argv.mode !== 'development';
  const merchantCode = process.env.MERCHANT_CODE || merchantSeed.code;
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/m/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { '@common': path.resolve(__dirname, 'common') } },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type checking is `npm run typecheck`; the build only strips types.
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        // The site never shows the server's messages (locales' `errors`): they stay out of its chunks.
        { test: /[\\/]locales[\\/][\w-]+\.json$/, use: path.resolve(__dirname, 'scripts/webpack/locale-loader.js') },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.MERCHANT_CODE': JSON.stringify(merchantCode),
        // styled-components' CSSOM mode in every build: its <style> elements stay empty, and the
        // site's CSP allows exactly the empty one's hash (server/plugins/security-headers.ts).
        SC_DISABLE_SPEEDY: false,
      }),
      new HtmlWebpackPlugin({
        template: 'src/index.html',
        title: merchantSeed.name,
        themeColor: merchantSeed.config.theme.themeColor,
        scriptLoading: 'defer',
      }),
      // A first visit renders in the default language, and not before its strings have arrived.
      new PreloadChunksPlugin([`locale-${DEFAULT_LANGUAGE}-json`]),
      new CopyPlugin({ patterns: [{ from: 'src/assets/icons', to: 'icons' }] }),
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              clientsClaim: true,
              skipWaiting: true,
              // The shell and the default language; other languages are cached when first used.
              exclude: [/\.map$/, /\.(gz|br)$/, /locale-(?!bn)[\w-]+\./, /\.LICENSE\.txt$/],
              navigateFallback: '/m/index.html',
              navigateFallbackAllowlist: [/^\/m(\/|$)/],
              // API calls are never answered from the worker's caches.
              navigateFallbackDenylist: [/^\/(wps|lgw|console|healthz|docs)/],
              runtimeCaching: [
                {
                  urlPattern: ({ url }) => url.pathname.startsWith('/m/assets/'),
                  handler: 'CacheFirst',
                  options: { cacheName: 'assets', expiration: { maxEntries: 120 } },
                },
              ],
              maximumFileSizeToCacheInBytes: 1024 * 1024,
            }),
            ...precompressPlugins(COMPRESSIBLE),
            // bench:bundle reads it for the main chunk's composition.
            new StatsFilePlugin(),
          ]
        : []),
    ],
    optimization: {
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
  };
};
