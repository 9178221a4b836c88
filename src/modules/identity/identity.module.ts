import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { DATABASE } from '../../platform/database/database.module';
import type { Database } from '../../platform/database/database';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { SESSION_RESOLVER } from '../../platform/http/current-user';
import { AccountRateLimits } from './auth/account-rate-limits';
import { registerAuthRoutes } from './auth/auth-routes';
import { passwordHashing } from './auth/password-hashing';
import { resolveAuthSecret } from './auth/auth-secret';
import { BackgroundTasks } from './auth/background-tasks';
import { existingAccountSignUpMail } from './auth/existing-account-sign-up';
import { registerAuthConfigRoute } from './auth/auth-config.route';
import { type Auth, createAuth, trustedOrigins, useSecureCookies } from './auth/create-auth';
import { DeviceCookies } from './auth/device-cookie';
import { IpRateLimitStorage } from './auth/ip-rate-limit-storage';
import { BetterAuthSessionResolver } from './auth/session-resolver';
import { originsOf, registerCrossOriginGuard } from './http/cross-origin';
import { DevMailbox } from './mail/dev-mailbox';
import { registerDevMailboxRoutes } from './mail/dev-mailbox.routes';
import { MAILER, type Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { UserRegistrations } from './user/user-registrations';

/** The better-auth instance (auth.api for server-side calls). */
export const AUTH = Symbol('Auth');
const AUTH_SECRET = Symbol('AuthSecret');
const IP_RATE_LIMITS = Symbol('IpRateLimits');
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
const LONGEST_IP_WINDOW_SECONDS = 60 * 60;

const servesHttp = (config: AppConfig) => config.ROLE === 'all' || config.ROLE === 'api';

/** Mounts the auth routes, the cross-origin guard and the development mailbox on Fastify; catches up registrations. */
@Injectable()
class IdentityHttp implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Identity');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH) private readonly auth: Auth,
    @Inject(AUTH_SECRET) private readonly secret: string,
    @Inject(IP_RATE_LIMITS) private readonly ipLimits: IpRateLimitStorage,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly adapterHost: HttpAdapterHost,
    private readonly mailbox: DevMailbox,
    private readonly limits: AccountRateLimits,
    private readonly registrations: UserRegistrations,
    private readonly background: BackgroundTasks,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify) return;
    registerCrossOriginGuard(fastify, originsOf(trustedOrigins(this.config)));
    registerAuthConfigRoute(fastify, this.config);
    registerAuthRoutes(fastify, this.auth, this.limits, {
      publicUrl: this.config.publicUrl,
      devices: new DeviceCookies(this.secret, useSecureCookies(this.config)),
      hashPassword: passwordHashing(this.config).hash,
      onExistingAccountSignUp: (email) =>
        this.background.run(
          this.mailer.send(
            existingAccountSignUpMail(email, `${this.config.publicUrl}/login`, `${this.config.publicUrl}/forgot-password`),
          ),
        ),
    });
    registerDevMailboxRoutes(fastify, this.mailbox, this.config.NODE_ENV === 'production');
    if (!this.config.SMTP_URL) {
      const where = this.config.NODE_ENV === 'production' ? 'nowhere readable (set SMTP_URL)' : `${this.config.publicUrl}/dev/mailbox`;
      this.logger.warn(`SMTP_URL is not set: mail is kept in the development mailbox, shown at ${where}`);
    }
    this.pruneTimer = setInterval(() => {
      this.background.run(this.limits.prune());
      this.background.run(this.ipLimits.prune(LONGEST_IP_WINDOW_SECONDS));
    }, PRUNE_INTERVAL_MS);
    this.pruneTimer.unref();
  }

  async onApplicationBootstrap() {
    if (!servesHttp(this.config)) return;
    const appended = await this.registrations.catchUp();
    if (appended > 0) this.logger.warn(`recorded ${appended} missing UserRegistered event(s)`);
  }

  /** Before the pool closes: mail and cleanup in flight finish first. */
  async onModuleDestroy() {
    clearInterval(this.pruneTimer);
    await this.background.drain();
    await this.mailer.close?.();
  }
}

/** Accounts and sign-in: better-auth at /api/auth, sessions for SignedInGuard, UserRegistered events. */
// Global: it provides the platform's SESSION_RESOLVER, injected by SignedInGuard and the live stream in platform
// modules, which may not import a context.
@Global()
@Module({
  providers: [
    BackgroundTasks,
    { provide: AUTH_SECRET, inject: [APP_CONFIG], useFactory: (config: AppConfig) => resolveAuthSecret(config) },
    { provide: DevMailbox, inject: [DATABASE], useFactory: (db: Database) => new DevMailbox(db) },
    {
      provide: MAILER,
      inject: [APP_CONFIG, DevMailbox],
      useFactory: (config: AppConfig, mailbox: DevMailbox): Mailer =>
        config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : mailbox,
    },
    { provide: IP_RATE_LIMITS, inject: [DATABASE], useFactory: (db: Database) => new IpRateLimitStorage(db) },
    { provide: AccountRateLimits, inject: [DATABASE], useFactory: (db: Database) => new AccountRateLimits(db) },
    {
      provide: UserRegistrations,
      inject: [EVENT_STORE, DATABASE],
      useFactory: (eventStore: EventStore, db: Database) => new UserRegistrations(eventStore, db),
    },
    {
      provide: AUTH,
      inject: [APP_CONFIG, DATABASE, AUTH_SECRET, MAILER, UserRegistrations, BackgroundTasks, IP_RATE_LIMITS],
      useFactory: (
        config: AppConfig,
        db: Database,
        secret: string,
        mailer: Mailer,
        registrations: UserRegistrations,
        background: BackgroundTasks,
        ipLimits: IpRateLimitStorage,
      ): Auth =>
        createAuth({
          config,
          db,
          secret,
          ipLimits,
          mailer,
          onUserCreated: (user) => registrations.recordOrLog(user),
          runInBackground: background.run,
        }),
    },
    {
      provide: SESSION_RESOLVER,
      inject: [AUTH, DATABASE],
      useFactory: (auth: Auth, db: Database) => new BetterAuthSessionResolver(auth, db),
    },
    IdentityHttp,
  ],
  exports: [SESSION_RESOLVER, AUTH, MAILER],
})
export class IdentityModule {}
