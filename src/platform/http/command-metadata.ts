import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '../event-store/event-store.port';
import type { SignedInUser } from './current-user';

/** The metadata of events a signed-in user's request causes: who, which request (its id), which command. */
export function commandMetadata(user: SignedInUser, request: FastifyRequest): EventMetadata {
  return { userId: user.id, correlationId: String(request.id), commandId: randomUUID() };
}
