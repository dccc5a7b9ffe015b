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

type Argv = { mode?: 'production' | 'development' };

/** TypeScript through ts-loader, type checking left to `npm run typecheck`: the build only strips types. */
const typescriptRule: webpack.RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};
const resolve: webpack.ResolveOptions = { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { '@common': path.resolve(__dirname, 'common') } };
/**
 * styled-components' CSSOM mode in every build: its <style> elements stay empty, and the pages'
 * CSP allows exactly the empty one's hash (server/plugins/security-headers.ts).
 */
const CSSOM_STYLES = { SC_DISABLE_SPEEDY: false };

/** The member site under /m (dist/). */
function siteConfig(production: boolean): webpack.Configuration {
  const merchantCode = process.env.MERCHANT_CODE || merchantSeed.code;
  return {
    mode: production ? 'production' : 'development',
    name: 'site',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/m/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Lazy chunks by content hash alone: with [name] the first chunk's runtime carries a map of every
      // chunk's name (over a hundred screens, channels and locale parts), which the first load pays for.
      chunkFilename: production ? 'assets/[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The console's build (consoleConfig) lives in dist/console and is not the site's to delete.
      clean: { keep: /^console[\\/]/ },
    },
    resolve,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        typescriptRule,
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        // The site never shows the server's messages (locales' `errors`): they stay out of its chunks.
        { test: /[\\/]locales[\\/][\w-]+\.json$/, use: path.resolve(__dirname, 'scripts/webpack/locale-loader.js') },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.MERCHANT_CODE': JSON.stringify(merchantCode),
        ...CSSOM_STYLES,
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
}

/**
 * The operator console under /console (dist/console, docs/console.md "Console app"): its own entry,
 * page and strings (console/locales, one chunk per language); no service worker (operators work
 * online, and a cached console must never outlive a deploy's permission changes).
 */
function consoleConfig(production: boolean): webpack.Configuration {
  return {
    mode: production ? 'production' : 'development',
    name: 'console',
    entry: { main: './console/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist', 'console'),
      publicPath: '/console/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    resolve,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    module: { rules: [typescriptRule] },
    plugins: [
      new webpack.DefinePlugin(CSSOM_STYLES),
      new HtmlWebpackPlugin({ template: 'console/index.html', scriptLoading: 'defer' }),
      ...(production ? precompressPlugins(COMPRESSIBLE) : []),
    ],
    optimization: { splitChunks: { chunks: 'async' } },
    performance: { hints: false },
  };
}

/** Both apps: `webpack --mode production` builds the site and the console. */
export default (_env: unknown, argv: Argv): webpack.Configuration[] => {
  const production = argv.mode !== 'development';
  return [siteConfig(production), consoleConfig(production)];
};
