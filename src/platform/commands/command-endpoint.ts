import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Event } from '../event-store/event-store.port';
import type { SignedInUser } from '../http/current-user';
import type { Projection } from '../projections/projection';
import { PROJECTIONS } from '../projections/projection-runner.service';
import { ReadYourWrites } from '../projections/read-your-writes';
import type { HandledCommand } from './aggregate-streams';
import type { DomainCommand } from './domain-command';

/** Who sends a command and through which request: what metadata and read-your-writes need. */
export interface Caller {
  user: SignedInUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The signed-in caller of a command endpoint (behind SignedInGuard). */
export const CommandCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const http = context.switchToHttp();
  const request = http.getRequest<FastifyRequest & { user?: SignedInUser }>();
  if (!request.user) throw new UnauthorizedException('Unauthorized');
  return { user: request.user, request, reply: http.getResponse<FastifyReply>() };
});

/**
 * Dispatches a command from an endpoint: stamps its metadata (user, request id, command id), runs it on the
 * command bus, and holds the answer until the read models that apply the appended event types have caught
 * up (or marks the answer as ahead of them), so the client's next read sees the change.
 */
@Injectable()
export class Commands {
  private readonly readModelsByType = new Map<string, string[]>();

  constructor(
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(PROJECTIONS) readModels: readonly Projection[],
  ) {
    for (const readModel of readModels) {
      for (const type of readModel.handles) this.readModelsByType.set(type, [...(this.readModelsByType.get(type) ?? []), readModel.name]);
    }
  }

  async execute<C, E extends Event>(command: DomainCommand<C, E>, caller: Caller): Promise<HandledCommand<E>> {
    // The person acting, whose workspace the command changes (the command itself names the workspace).
    command.metadata = { userId: caller.user.actorId, correlationId: String(caller.request.id), commandId: randomUUID() };
    const handled = await this.commandBus.execute(command);
    const readModels = new Set(handled.events.flatMap((event) => this.readModelsByType.get(event.type) ?? []));
    await this.readYourWrites.beforeAnswering(caller.reply, handled.appended?.position, [...readModels]);
    return handled;
  }
}
