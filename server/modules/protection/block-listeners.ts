/**
 * What other modules do when a time-out or self-exclusion is imposed (promotions forfeits the
 * member's active bonuses): listeners registered on the app, run inside the block's transaction so
 * the block and their changes commit together. Protection never imports them, so no module cycle.
 */
import type { BlockKind } from '@common/contract/protection';
import type { Database } from '../../db/connection';
import type { Actor } from '../audit';

/** A block just imposed on a member. */
export interface BlockImposed {
  member: { id: number; merchantCode: string };
  kind: BlockKind;
  /** Epoch ms the block starts. */
  at: number;
  /** Who imposed it, for the listeners' audit rows. */
  actor: Actor;
}

/** Runs in the block's transaction `tx`; a throw rolls the block back. */
export type BlockListener = (tx: Database, event: BlockImposed) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Listeners of imposed blocks; modules push theirs from plugins that depend on 'protection'. */
    blockListeners: BlockListener[];
  }
}
