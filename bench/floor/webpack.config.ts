/**
 * Builds the floor page (bench/floor/main.tsx) with our production settings (webpack.config.ts):
 * minified, content-hashed, deferred script, served under /m/, precompressed .gz and .br copies.
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { precompressPlugins } from '../../scripts/webpack/precompress';

const COMPRESSIBLE = /\.(js|css|html)$/;

/** The floor page's production config, writing to `outDir`. */
export function floorConfig(outDir: string): webpack.Configuration {
  return {
    mode: 'production',
    context: path.resolve(__dirname, '..', '..'),
    entry: { main: path.resolve(__dirname, 'main.tsx') },
    output: { path: outDir, publicPath: '/m/', filename: 'assets/[name].[contenthash:10].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true } } }],
    },
    plugins: [
      // As in our build: styled-components' CSSOM mode, which the site's CSP allows.
      new webpack.DefinePlugin({ SC_DISABLE_SPEEDY: false }),
      new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'index.html'), scriptLoading: 'defer' }),
      ...precompressPlugins(COMPRESSIBLE),
    ],
    performance: { hints: false },
  };
}

/** Builds the floor page into `outDir`; rejects on a build error. */
export async function buildFloor(outDir: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    webpack(floorConfig(outDir), (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only') ?? 'webpack gave no stats'));
      else resolve();
    });
  });
}
