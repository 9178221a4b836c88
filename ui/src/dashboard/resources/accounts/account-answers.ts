import {
  accountGuidanceKinds,
  type AccountRow,
  type AccountsUsage,
  type ConnectAccountAnswer,
  type DemoAccountsAnswer,
  type DisconnectAccountAnswer,
  type HealthCheckAnswer,
  healthStates,
  type KeepAccountAnswer,
  type ProxyAnswer,
  type ProxyTestAnswer,
  proxyTypes,
} from '@shared/accounts/contract';
import type { SendingLimits, SendingLimitsAnswer } from '@shared/runner/contract';
import { z } from 'zod';

/**
 * The accounts API's answers as schemas. The contracts hold their types, not schemas: each schema is typed by
 * its contract type, so the two cannot drift apart without the build saying so.
 */
const accountRow: z.ZodType<AccountRow> = z.object({
  id: z.string(),
  profile_id: z.string(),
  twitter_username: z.string(),
  twitter_name: z.string(),
  twitter_profile_image: z.string().nullable(),
  verified: z.boolean(),
  has_proxy: z.boolean(),
  proxy_type: z.enum(proxyTypes).nullable(),
  proxy_ip: z.string().nullable(),
  proxy_port: z.number().nullable(),
  proxy_username: z.string().nullable(),
  has_proxy_password: z.boolean(),
  health: z.enum(healthStates),
  health_label: z.string(),
  health_action: z.string().nullable(),
  health_detail: z.string().nullable(),
  health_checked_at: z.string().nullable(),
  suspended_by_plan: z.boolean(),
  x_created_at: z.string().nullable(),
  x_conversations: z.number().nullable(),
  guidance: z.array(z.enum(accountGuidanceKinds)),
  created_at: z.string(),
  updated_at: z.string(),
});

export const accountsUsage: z.ZodType<AccountsUsage> = z.object({
  plan: z.enum(['free', 'basic', 'pro']),
  connected: z.number(),
  allowed: z.number(),
  must_choose: z.boolean(),
  can_connect: z.boolean(),
  limit_message: z.string().nullable(),
});

export const demoAccountsAnswer: z.ZodType<DemoAccountsAnswer> = z.object({
  accounts: z.array(z.object({ screen_name: z.string(), label: z.string(), auth_token: z.string(), ct0_token: z.string() })),
});

const accountAnswer = z.object({ account: accountRow, message: z.string() });
export const connectAccountAnswer: z.ZodType<ConnectAccountAnswer> = accountAnswer;
export const proxyAnswer: z.ZodType<ProxyAnswer> = accountAnswer;
export const healthCheckAnswer: z.ZodType<HealthCheckAnswer> = accountAnswer;

export const disconnectAccountAnswer: z.ZodType<DisconnectAccountAnswer> = z.object({
  id: z.string(),
  message: z.string(),
  campaigns_needing_selection: z.number(),
  notice: z.string().nullable(),
});

export const proxyTestAnswer: z.ZodType<ProxyTestAnswer> = z.object({ ok: z.boolean(), exit_ip: z.string().nullable(), message: z.string() });

export const keepAccountAnswer: z.ZodType<KeepAccountAnswer> = z.object({
  kept: z.string(),
  disconnected: z.array(z.string()),
  message: z.string(),
  campaigns_needing_selection: z.number(),
  notice: z.string().nullable(),
});

const sendingLimitsShape = z.object({
  id: z.string(),
  daily_cap: z.number(),
  time_zone: z.string(),
  sent_last_24h: z.number(),
  effective_cap: z.number(),
  max_daily_cap: z.number(),
  warm_up: z.boolean(),
  warm_up_standing: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('off') }),
    z.object({ kind: z.literal('warming'), day: z.number(), of: z.number(), allowance: z.number() }),
    z.object({ kind: z.literal('done') }),
  ]),
});
export const sendingLimits: z.ZodType<SendingLimits> = sendingLimitsShape;
export const sendingLimitsOfAll: z.ZodType<SendingLimits[]> = z.array(sendingLimitsShape);
export const sendingLimitsAnswer: z.ZodType<SendingLimitsAnswer> = sendingLimitsShape.extend({ message: z.string() });
