/** Who is at the other end of the socket (never a header: a proxy cannot make a remote client look local). */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether the request's TCP peer is this machine. */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
