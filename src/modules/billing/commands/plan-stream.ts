/**
 * The glue between billing's flows and the plan decider: a user's plan state read from the stream, plan
 * commands sent on the command bus for work that has no caller (webhooks, jobs), and an answer held until the
 * read models show the plan's last change.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PLAN_HISTORY_PROJECTION } from '../../../../projections/billing/plan-history.projection';
import { PLANS_PROJECTION } from '../../../../projections/billing/plans.projection';
import { STRIPE_CUSTOMERS_PROJECTION } from '../../../../projections/billing/stripe-customers.projection';
import type { AggregateStreams } from '../../../platform/commands/aggregate-streams';
import type { Caller } from '../../../platform/commands/command-endpoint';
import { AGGREGATE_STREAMS } from '../../../platform/commands/decider-command-handler';
import { EVENT_STORE, type EventMetadata, type EventStore } from '../../../platform/event-store/event-store.port';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes';
import { planDecider } from '../plan/decide';
import { planStreamId } from '../plan/events';
import type { PlanState } from '../plan/state';
import type { ChangePlanRecord } from './change-plan-record/change-plan-record.command';

@Injectable()
export class PlanStream {
  constructor(
    @Inject(AGGREGATE_STREAMS) private readonly streams: AggregateStreams,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commandBus: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
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

  /**
   * For a caller's command that appended nothing because the change was recorded already (a Stripe webhook that
   * came first): the answer waits until the read models show the plan's last change, as it would have.
   */
  async untilReadModelsShow(userId: string, caller: Caller): Promise<void> {
    const { version } = await this.streams.read(planStreamId(userId), planDecider);
    const [last] = version > 0 ? await this.eventStore.readStream(planStreamId(userId), version) : [];
    await this.readYourWrites.beforeAnswering(caller.reply, last?.position, [PLANS_PROJECTION, STRIPE_CUSTOMERS_PROJECTION, PLAN_HISTORY_PROJECTION]);
  }
}
