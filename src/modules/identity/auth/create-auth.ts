import { Logger } from '@nestjs/common';
import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { sql } from 'kysely';
import type { AppConfig } from '../../../platform/config/config';
import type { Database } from '../../../platform/database/database';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../contract';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/password-reset-mail';
import type { IpRateLimitStorage } from './ip-rate-limit-storage';
import { passwordHashing } from './password-hashing';
import { rememberPasswordReset, signInAfterPasswordReset } from './sign-in-after-reset';
import { UPDATE_PASSWORD_PATH, updatePasswordInSession } from './update-password';

export const AUTH_BASE_PATH = '/api/auth';
export const DEFAULT_OIDC_ISSUER = 'https://accounts.google.com';
/** Reset links work once, for an hour at most. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * Per-IP limits of better-auth's own routes (paths below /api/auth), kept in its rateLimit table so every
 * API process shares them. Per-account limits are added in front (see account-rate-limits.ts).
 */
export const IP_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 20 },
  [UPDATE_PASSWORD_PATH]: { window: 60, max: 10 },
} as const;

export interface RegisteredUser {
  id: string;
  email: string;
  createdAt: Date;
}

export interface AuthDependencies {
  config: AppConfig;
  db: Database;
  secret: string;
  mailer: Mailer;
  /** Where the per-IP limits are counted. */
  ipLimits: IpRateLimitStorage;
  /** Runs after the transaction that created the user committed. */
  onUserCreated(user: RegisteredUser): Promise<void>;
  /** Work better-auth defers (mail, pruning): runs after the response so timing tells nothing. */
  runInBackground(task: Promise<unknown>): void;
}

/** Whether cookies must carry Secure: on https and in production. */
export function useSecureCookies(config: Pick<AppConfig, 'NODE_ENV' | 'publicUrl'>): boolean {
  return config.NODE_ENV === 'production' || config.publicUrl.startsWith('https:');
}

export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'TRUSTED_ORIGINS'>): string[] {
  return [...new Set([config.publicUrl, ...config.TRUSTED_ORIGINS].map((url) => new URL(url).origin))];
}

export function oidcDiscoveryUrl(config: Pick<AppConfig, 'OIDC_ISSUER'>): string {
  return `${(config.OIDC_ISSUER ?? DEFAULT_OIDC_ISSUER).replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

const logger = new Logger('Auth');

/** better-auth on our PostgreSQL (through the shared Kysely instance), mounted at /api/auth. */
export function createAuth(deps: AuthDependencies) {
  const { config, db, mailer } = deps;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? genericOAuth({
          config: [
            {
              providerId: 'google',
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              discoveryUrl: oidcDiscoveryUrl(config),
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        })
      : undefined;

  return betterAuth({
    appName: 'OutTwit',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: trustedOrigins(config),
    database: { db, type: 'postgres', transaction: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(config),
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, url));
      },
      // Following the emailed link proves the mailbox is the user's.
      onPasswordReset: async ({ user }, request) => {
        await sql`update "user" set "emailVerified" = true where id = ${user.id}`.execute(db);
        rememberPasswordReset(request, user.id);
      },
    },
    verification: { storeIdentifier: 'hashed' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      customStorage: deps.ipLimits,
      window: 10,
      max: 100,
      customRules: { ...IP_LIMITS },
    },
    advanced: {
      // better-auth skips its origin and redirect checks when NODE_ENV is test; they stay on everywhere, so
      // the tests exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: useSecureCookies(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The HTTP layer puts the client address Fastify resolved (trustProxy) into this header.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      backgroundTasks: { handler: deps.runInBackground },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await deps.onUserCreated({ id: user.id, email: user.email, createdAt: new Date(user.createdAt) });
          },
        },
      },
    },
    // Sign-in failures that cannot name their own error page (a forged or lost state) land on the login screen.
    onAPIError: { errorURL: '/login' },
    plugins: [
      signInAfterPasswordReset(),
      updatePasswordInSession({ min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH }),
      ...(google ? [google] : []),
    ],
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const text = args.length > 0 ? `${message} ${args.map((arg) => (arg instanceof Error ? arg.message : JSON.stringify(arg))).join(' ')}` : message;
        // better-auth warns of every refused sign-in ('Invalid password'): routine, so logged as info.
        if (level === 'error') logger.error(text);
        else if (level === 'warn') logger.log(text);
        else logger.debug(text);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
