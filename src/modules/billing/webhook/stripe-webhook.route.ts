import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../../platform/http/domain-error';
import { StripeWebhook } from './stripe-webhook';

export const WEBHOOK_PATH = '/api/billing/webhook';

/**
 * POST /api/billing/webhook: Stripe's events. Registered on Fastify in a scope of its own whose content-type
 * parser keeps the raw body (the signature covers the exact bytes), so no other route changes. A bad or stale
 * signature (over 300 s) answers 400 and changes nothing; a failure to record answers 500 so Stripe retries.
 */
@Injectable()
export class StripeWebhookRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly webhook: StripeWebhook,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify || typeof fastify.register !== 'function') return;
    void fastify.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
      scope.post(WEBHOOK_PATH, async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        try {
          return reply.status(200).send(await this.webhook.handleWebhook(body, typeof signature === 'string' ? signature : undefined));
        } catch (error) {
          if (error instanceof DomainError) return reply.status(error.status).send({ message: error.message, code: error.code });
          request.log.error({ err: error instanceof Error ? error.message : String(error) }, 'Stripe webhook not recorded');
          return reply.status(500).send({ message: 'Internal server error', code: 'internal' });
        }
      });
    });
  }
}
