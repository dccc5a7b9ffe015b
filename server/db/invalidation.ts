/**
 * When rows a server caches in its process may have changed. The migration's triggers bump a
 * scope's version in cache_versions and NOTIFY `mlobby_cache` in the transaction of every change;
 * each database handle listens and moves that scope's generation, which makes every cached entry
 * of the scope stale. Why LISTEN/NOTIFY and not a version query per request: docs/decisions.md
 * ("Fast reads").
 */
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** The channel the triggers notify, with 'scope:version' as payload. */
const CHANNEL = 'mlobby_cache';
/** How often a PostgreSQL node re-reads the versions, in case a notification was lost on a half-open connection. */
export const VERSION_POLL_MS = 5_000;
/** Wait before listening again after the listening connection failed. */
const RELISTEN_MS = 1_000;

/** A handle's view of the cached scopes. */
export interface Invalidation {
  /** Changes whenever the scope's rows may have changed; null while changes cannot be seen (nothing may be cached then). */
  generation(scope: string): number | null;
  /** Marks the scope changed in this process now (a writer that must read its own change at once). */
  bump(scope: string): void;
  /** Resolves once this process has seen every change committed before the call. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** 'merchant:12' → ['merchant', 12]. */
function parsePayload(payload: string): [string, number] {
  const at = payload.lastIndexOf(':');
  return [payload.slice(0, at), Number(payload.slice(at + 1))];
}

function generations() {
  const byScope = new Map<string, number>();
  let all = 0;
  return {
    get: (scope: string) => all + (byScope.get(scope) ?? 0),
    bump: (scope: string) => byScope.set(scope, (byScope.get(scope) ?? 0) + 1),
    bumpAll: () => void all++,
  };
}

/**
 * PGlite is this process's own database: its notifications arrive before the writing call returns
 * (PGlite queues them as microtasks while it reads the COMMIT's answer), so a change is seen at once.
 */
export async function pgliteInvalidation(client: PGlite): Promise<Invalidation> {
  const gens = generations();
  const unlisten = await client.listen(CHANNEL, (payload) => gens.bump(parsePayload(payload)[0]));
  return { generation: gens.get, bump: gens.bump, caughtUp: async () => undefined, close: () => unlisten() };
}

/**
 * PostgreSQL: one dedicated connection LISTENs (a pooled one would be handed to queries). While it
 * is down nothing is cached, and every re-listen forgets everything, because notifications sent
 * meanwhile are lost; a version poll catches a connection that died without telling.
 */
export async function postgresInvalidation(url: string, readVersions: () => Promise<Map<string, number>>, onError: (err: Error) => void): Promise<Invalidation> {
  const gens = generations();
  let listening = false;
  let closed = false;
  let client: Client | null = null;
  /** The newest version of each scope this process has heard of. */
  const seen = new Map<string, number>();
  const hear = (scope: string, version: number) => {
    if (version <= (seen.get(scope) ?? 0)) return;
    seen.set(scope, version);
    gens.bump(scope);
  };
  let retry: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const next = new Client({ connectionString: url, keepAlive: true });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = null;
      listening = false;
      if (err) onError(err);
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen().catch(onError), RELISTEN_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) hear(...parsePayload(message.payload));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      // Whatever changed while nobody listened: forget everything, and learn the versions anew.
      gens.bumpAll();
      listening = true;
      (await readVersions()).forEach((version, scope) => hear(scope, version));
    } catch (err) {
      lost(err as Error);
    }
  };

  const poll = setInterval(() => {
    readVersions().then((versions) => versions.forEach((version, scope) => hear(scope, version)), onError);
  }, VERSION_POLL_MS);
  poll.unref();
  await listen();

  const heardAll = (versions: Map<string, number>) => [...versions].every(([scope, version]) => (seen.get(scope) ?? 0) >= version);

  return {
    generation: (scope) => (listening ? gens.get(scope) : null),
    bump: gens.bump,
    caughtUp: async () => {
      const committed = await readVersions();
      // Nothing is cached while not listening: the next read is the database's anyway.
      while (listening && !closed && !heardAll(committed)) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: async () => {
      closed = true;
      clearInterval(poll);
      clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}
