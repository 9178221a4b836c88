import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { DATABASE } from '../../../platform/database/database.module';
import { SESSION_RESOLVER } from '../../../platform/http/current-user';
import { ErrorFilter } from '../../../platform/http/error.filter';
import { type PlanCapability, type PlanName, planGateMessages } from '../contract';
import { PlanGateGuard, RequiresPlan } from './requires-plan';

/** One endpoint per capability, as other contexts will guard theirs. */
@Controller('gated')
class GatedController {
  @Get('connect') @RequiresPlan('connectAccounts') connect() { return { ok: true }; }
  @Get('scrape') @RequiresPlan('scrape') scrape() { return { ok: true }; }
  @Get('campaigns') @RequiresPlan('campaigns') campaigns() { return { ok: true }; }
  @Get('csv') @RequiresPlan('csvDownload') csv() { return { ok: true }; }
  @Get('vote') @RequiresPlan('vote') vote() { return { ok: true }; }
}

let database: TestDatabase;
let app: NestFastifyApplication;

beforeAll(async () => {
  database = await createTestDatabase();
  // The signed-in user is named by a header here; the guard under test reads the real plans table.
  const sessions = { resolve: async (request: FastifyRequest) => {
    const id = request.headers['x-user'];
    return typeof id === 'string' ? { id, email: `${id}@example.com` } : null;
  } };
  @Module({ controllers: [GatedController], providers: [PlanGateGuard, { provide: DATABASE, useValue: database.db }, { provide: SESSION_RESOLVER, useValue: sessions }] })
  class GatedModule {}
  app = await NestFactory.create<NestFastifyApplication>(GatedModule, new FastifyAdapter(), { logger: false });
  app.useGlobalFilters(new ErrorFilter());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const at = new Date().toISOString();
  for (const [user, plan, accounts] of [['on-free', 'free', 1], ['on-basic', 'basic', 1], ['on-pro', 'pro', 5]] as const) {
    await database.db
      .insertInto('plans')
      .values({ user_id: user, plan, allowed_accounts: accounts, current_accounts: 0, lead_credits_limit: 10_000, created_at: at, updated_at: at, stream_version: 1 })
      .execute();
  }
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const paths: Record<PlanCapability, string> = { connectAccounts: 'connect', scrape: 'scrape', campaigns: 'campaigns', csvDownload: 'csv', vote: 'vote' };

async function get(capability: PlanCapability, user?: string) {
  const response = await app.inject({ method: 'GET', url: `/gated/${paths[capability]}`, headers: user ? { 'x-user': user } : {} });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('@RequiresPlan', () => {
  const allowed: Record<PlanName, PlanCapability[]> = {
    free: [],
    basic: ['connectAccounts', 'scrape', 'campaigns', 'vote'],
    pro: ['connectAccounts', 'scrape', 'campaigns', 'csvDownload', 'vote'],
  };

  for (const plan of ['free', 'basic', 'pro'] as const) {
    it(`${plan}: lets through ${allowed[plan].join(', ') || 'nothing'}, answers 403 with the message otherwise`, async () => {
      for (const capability of Object.keys(paths) as PlanCapability[]) {
        const answer = await get(capability, `on-${plan}`);
        if (allowed[plan].includes(capability)) expect(answer, capability).toEqual({ status: 200, body: { ok: true } });
        else expect(answer, capability).toEqual({ status: 403, body: { message: planGateMessages[capability], code: 'plan_required' } });
      }
    });
  }

  it('a user without a plan record is on the free plan; a signed-out request is 401', async () => {
    expect(await get('scrape', 'no-record-yet')).toEqual({ status: 403, body: { message: planGateMessages.scrape, code: 'plan_required' } });
    expect((await get('scrape')).status).toBe(401);
  });
});
