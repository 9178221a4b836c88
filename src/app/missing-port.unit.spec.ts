import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { AccountsModule } from '../modules/accounts/accounts.module';
import { CampaignsModule } from '../modules/campaigns/campaigns.module';
import { DatasetModule } from '../modules/dataset/dataset.module';
import { IdentityModule } from '../modules/identity/identity.module';
import { LeadsModule } from '../modules/leads/leads.module';
import { RunnerLinkModule } from '../modules/runner/runner-link.module';
import { loadConfig } from '../platform/config/config';
import { ConfigModule } from '../platform/config/config.module';
import { createDatabase, createPool } from '../platform/database/database';
import { DatabaseModule } from '../platform/database/database.module';
import { PostgresEventStore } from '../platform/event-store/postgres/postgres-event-store';
import { JobsModule } from '../platform/jobs/jobs.module';
import { LiveModule } from '../platform/live/live.module';
import { PlatformModule } from '../platform/platform.module';
import { ProjectionsModule } from '../platform/projections/projections.module';

/** A module that provides nothing: a port's module forgotten or replaced by mistake. */
@Module({})
class NothingProvided {}

/** The platform as the app has it, around `contexts`; nothing connects to the database while the graph is built. */
async function boot(...contexts: DynamicModule[]): Promise<unknown> {
  const url = 'postgres://outtwit@127.0.0.1:9/never';
  const pool = createPool(url, 1);
  const resources = { url, pool, db: createDatabase(pool), eventStore: new PostgresEventStore({ pool }) };
  const config = loadConfig({ NODE_ENV: 'test', ROLE: 'api', LOG_LEVEL: 'silent', DATABASE_URL: url });
  @Module({
    imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(resources), PlatformModule, LiveModule, ProjectionsModule, JobsModule, IdentityModule, ...contexts],
  })
  class Graph {}
  try {
    const app = await NestFactory.createApplicationContext(Graph, { logger: false, abortOnError: false });
    await app.close();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe('a context port nobody provides stops the boot, naming it', () => {
  it("accounts without the campaigns context's CampaignsUsingAccounts", async () => {
    const error = await boot(AccountsModule.register({ campaigns: NothingProvided }));
    expect(String(error)).toMatch(/Symbol\(CampaignsUsingAccounts\)/);
  });

  it("campaigns without the runner's CampaignRunner", async () => {
    const error = await boot(CampaignsModule.register({ runner: NothingProvided }));
    expect(String(error)).toMatch(/Symbol\(CampaignRunner\)/);
  });

  it("the dataset without the lead sources context's LeadSourceWriter", async () => {
    const error = await boot(DatasetModule.register({ leads: NothingProvided }));
    expect(String(error)).toMatch(/Symbol\(LeadSourceWriter\)/);
  });

  it('all bound as the app binds them: every dependency resolves, and start-up goes on to the database', async () => {
    const campaigns = CampaignsModule.register({ runner: RunnerLinkModule });
    const error = await boot(campaigns, AccountsModule.register({ campaigns }), DatasetModule.register({ leads: LeadsModule }));
    expect(String(error)).not.toMatch(/can't resolve dependencies/);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
