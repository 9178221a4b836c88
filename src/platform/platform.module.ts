import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandsModule } from './commands/commands.module';
import { SignedInGuard } from './http/current-user';
import { HealthController } from './http/health.controller';
import { ReadYourWrites } from './projections/read-your-writes';

/** Platform services every bounded context may use. */
// Global: platform infrastructure; the command bus, read-your-writes and SignedInGuard serve every context.
@Global()
@Module({
  imports: [CqrsModule.forRoot(), CommandsModule],
  controllers: [HealthController],
  providers: [ReadYourWrites, SignedInGuard],
  exports: [ReadYourWrites, SignedInGuard, CqrsModule, CommandsModule],
})
export class PlatformModule {}
