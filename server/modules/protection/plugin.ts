/**
 * The named plugin 'protection': registers the player-protection wallet guard (it depends on
 * 'wallet') and decorates `blockListeners`, which other modules' plugins fill (block-listeners.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlockListener } from './block-listeners';
import { protectionGuard } from './guard';

/** Registers the guard on the app's wallet and the (empty) list of block listeners. */
export const protectionPlugin = fp(
  async function protection(app: FastifyInstance) {
    app.decorate('blockListeners', [] as BlockListener[]);
    app.walletGuards.register(protectionGuard(app));
  },
  { name: 'protection', dependencies: ['wallet'] },
);
