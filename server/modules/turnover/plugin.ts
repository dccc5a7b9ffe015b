/** Registers the turnover consumer with the posting feed (plugin 'feed'). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { turnoverConsumer } from './consumer';

export const turnoverPlugin = fp(async function turnover(app: FastifyInstance) {
  app.feedConsumers.push(turnoverConsumer);
}, { name: 'turnover', dependencies: ['feed'] });
