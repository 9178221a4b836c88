import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../platform/config/config';
import type { DatabaseResources } from '../platform/database/database.module';
import { registerErrorBodyShape } from '../platform/http/error-body-shape';
import { ErrorFilter } from '../platform/http/error.filter';
import { registerSecurityHeaders } from '../platform/http/security-headers';
import { registerTextInputGuard } from '../platform/http/text-input-guard';
import { PinoNestLogger } from '../platform/logging/logger';
import { OneLinePerRequest } from '../platform/logging/request-log';
import { AppModule } from './app.module';
import { inlineScriptHashes, registerStaticUi } from './static-ui';

const BODY_LIMIT = 5 * 1024 * 1024;
/** How long a closing server waits for open connections before it cuts them. */
const CLOSE_GRACE_MS = 3_000;
const MAX_PARAM_LENGTH = 8 * 1024;

/** Builds the HTTP application: API under /api, OpenAPI at /api/docs, the built UI for every other path. */
export async function createHttpApp(config: AppConfig, resources: DatabaseResources, logger: Logger) {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new OneLinePerRequest(),
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    // A Do Not Contact entry recorded before usernames were capped may be long and must stay removable by
    // name; Node's 16 KiB header limit still bounds the whole request line.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Only behind proxies may X-Forwarded-For name the client, counted in hops from the right (each proxy appends
    // the address it saw); the left-most entries are whatever the client sent. Without proxies, the socket decides.
    trustProxy: config.TRUST_PROXY > 0 ? config.TRUST_PROXY : false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, resources), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    // Let start-up errors reach startServer, which stops what it started (the embedded PostgreSQL).
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ErrorFilter());
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  cutConnectionsLateInClose(fastify);
  registerTextInputGuard(fastify);
  registerErrorBodyShape(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(fastify, { upgradeInsecureRequests: config.NODE_ENV === 'production', inlineScriptHashes: inlineScriptHashes() });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('OutTwit API')
      .setVersion('0.1.0')
      .addCookieAuth('better-auth.session_token')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: "An API key made on the Developers page ('otk_…'): it acts as its maker in its workspace, read-only or read-write." }, 'api-key')
      .addSecurityRequirements('api-key')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);

  await registerStaticUi(app.getHttpAdapter().getInstance());
  return app;
}

/**
 * A client still sending a body the server has already answered (a refused upload), or one stalled mid-request,
 * keeps its connection open and would hold the close, and every shutdown hook after it, forever: what is still
 * open `CLOSE_GRACE_MS` into the close is cut. Requests in flight get that long to finish.
 */
function cutConnectionsLateInClose(fastify: FastifyInstance) {
  let cut: NodeJS.Timeout | undefined;
  fastify.addHook('preClose', (done) => {
    cut = setTimeout(() => fastify.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(cut);
    done();
  });
}
