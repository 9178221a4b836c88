/**
 * The glue between billing's flows and the plan decider: a user's plan state read from the stream, and plan
 * commands sent on the command bus for work that has no caller (webhooks, jobs).
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AggregateStreams } from '../../../platform/commands/aggregate-streams';
import { AGGREGATE_STREAMS } from '../../../platform/commands/decider-command-handler';
import type { EventMetadata } from '../../../platform/event-store/event-store.port';
import { planDecider } from '../plan/decide';
import { planStreamId } from '../plan/events';
import type { PlanState } from '../plan/state';
import type { ChangePlanRecord } from './change-plan-record/change-plan-record.command';

@Injectable()
export class PlanStream {
  constructor(
    @Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams,
    private readonly commandBus: CommandBus,
  ) {}

  async state(userId: string): Promise<PlanState> {
    return (await this.streams.read(planStreamId(userId), planDecider)).state;
  }

  /** Sends a plan command without a caller, correlated to what caused it (a Stripe event, a job). */
  async sendInternally(command: ChangePlanRecord, userId: string, causationId: string): Promise<void> {
    const metadata: EventMetadata = { userId, correlationId: causationId, causationId };
    command.metadata = metadata;
    await this.commandBus.execute(command);
  }
}
