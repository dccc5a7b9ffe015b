/**
 * Writes the production build's webpack stats (webpack's own JSON: assets, chunks and the modules
 * in each, concatenated modules opened up) to a file outside dist/, so `bench:bundle` can show what
 * the main chunk is made of without a bundle-analyser dependency or a second build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** Where the production build leaves its stats (git-ignored, never served). */
export const STATS_FILE = path.resolve(__dirname, '..', '..', 'bench', '.output', 'webpack-stats.json');

export class StatsFilePlugin {
  constructor(private readonly file = STATS_FILE) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        ids: true,
        chunkModules: true,
        nestedModules: true,
        // Every module by itself: node_modules ("dependent modules") are grouped away by default.
        dependentModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(json));
    });
  }
}
