import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventMetadata, Position } from '../../../platform/event-store/event-store.port';
import type { SignedInUser } from '../../../platform/http/current-user';
import { READ_SIDE_BEHIND_HEADER, type ReadYourWrites } from '../../../platform/projections/read-your-writes';
import { SKIP_LIST_PROJECTION } from '../../../../projections/dnc/skip-list.projection';

export function commandMetadata(user: SignedInUser, request: FastifyRequest): EventMetadata {
  return { userId: user.id, correlationId: String(request.id), commandId: randomUUID() };
}

/** Holds the answer until the list read model shows the change, or flags that it may lag. */
export async function awaitSkipList(readYourWrites: ReadYourWrites, reply: FastifyReply, position: Position | undefined) {
  const caughtUp = await readYourWrites.waitFor(position, [SKIP_LIST_PROJECTION]);
  if (!caughtUp) void reply.header(READ_SIDE_BEHIND_HEADER, 'true');
}
