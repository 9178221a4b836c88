import { Module } from '@nestjs/common';
import { CreatePlanRecordHandler } from './commands/create-plan-record/create-plan-record.handler';
import { GetPlanController } from './queries/get-plan.controller';

/**
 * Plans: the plan record of each user (created free at registration by the plan-records process manager,
 * listed in src/process-managers.ts) and GET /api/plan.
 */
@Module({
  controllers: [GetPlanController],
  providers: [CreatePlanRecordHandler],
})
export class BillingModule {}
