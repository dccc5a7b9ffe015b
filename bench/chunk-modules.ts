/**
 * What a chunk is made of, from webpack's stats JSON (scripts/webpack/stats-file.ts): its modules
 * by size, concatenated modules opened up so each source file counts on its own.
 */

/** The part of a webpack stats module `bench:bundle` reads. */
export interface StatsModule {
  name?: string;
  /** Set on a group webpack did not list module by module (e.g. "runtime modules"). */
  type?: string;
  size?: number;
  /** Set on a concatenated module: the modules webpack joined into it. */
  modules?: StatsModule[];
}

/** The part of webpack's stats JSON `bench:bundle` reads. */
export interface Stats {
  chunks?: { names?: string[]; files?: string[]; initial?: boolean; modules?: StatsModule[] }[];
}

function flatten(modules: readonly StatsModule[]): { name: string; size: number }[] {
  return modules.flatMap((m) => (m.modules?.length ? flatten(m.modules) : [{ name: m.name ?? `(${m.type ?? 'unnamed'})`, size: m.size ?? 0 }]));
}

/** The `count` largest modules of the chunk named `chunkName`, largest first (sizes before minification). */
export function largestModules(stats: Stats, chunkName: string, count: number): { name: string; size: number }[] {
  const chunk = stats.chunks?.find((c) => c.names?.includes(chunkName));
  if (!chunk) throw new Error(`webpack stats have no chunk named ${chunkName}`);
  return flatten(chunk.modules ?? [])
    .sort((a, b) => b.size - a.size)
    .slice(0, count);
}

/** The name of the chunk a built file belongs to (lazy chunks' files carry only their hash), or the file's own name. */
export function chunkNameOf(stats: Stats | null, file: string): string {
  const chunk = stats?.chunks?.find((c) => c.files?.some((f) => f === file || f.endsWith(`/${file}`)));
  return chunk?.names?.[0] ?? file;
}

/** The built files of the chunk named `chunkName` (a lazy chunk's file carries only its hash, so tests find it here). */
export function filesOfChunk(stats: Stats, chunkName: string): string[] {
  const chunk = stats.chunks?.find((c) => c.names?.includes(chunkName));
  if (!chunk) throw new Error(`webpack stats have no chunk named ${chunkName}`);
  return chunk.files ?? [];
}
