/**
 * The one way console routes load a player: by id, within the calling operator's merchant. A
 * player of another merchant answers 404 exactly like an id that does not exist, so a merchant's
 * operator cannot even learn which ids are taken elsewhere.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundError } from '../../plugins/errors';
import { clientLocation } from '../merchant';
import { operatorActor } from '../operator';
import { operatorOf } from '../../plugins/operator-auth';
import type { Actor } from '../audit';
import * as repo from './repository';
import type { Member } from './service';

/** The player `id` if the request's operator may see it; otherwise throws not.found (404). */
export async function playerInScope(app: FastifyInstance, request: FastifyRequest, id: number): Promise<Member> {
  const operator = operatorOf(request);
  const member = await repo.findById(app.db, id);
  if (!member || (operator.merchantCode !== null && member.merchantCode !== operator.merchantCode)) {
    throw notFoundError(request);
  }
  return member;
}

/** The request's operator as the actor of an audit row, with its IP. */
export function operatorActorOf(app: FastifyInstance, request: FastifyRequest): Actor {
  return operatorActor(operatorOf(request).id, clientLocation(request, app.config).ip);
}
