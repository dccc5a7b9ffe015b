/** The named plugin 'protection': registers the player-protection wallet guard (it depends on 'wallet'). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { protectionGuard } from './guard';

/** Registers the guard on the app's wallet. */
export const protectionPlugin = fp(
  async function protection(app: FastifyInstance) {
    app.walletGuards.register(protectionGuard(app));
  },
  { name: 'protection', dependencies: ['wallet'] },
);
