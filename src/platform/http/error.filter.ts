import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { ConcurrencyError } from '../event-store/event-store.port';
import { DomainError } from './domain-error';

/** Every error leaves as `{ message, code }`: domain and validation errors as 4xx, anything unexpected as a logged 500. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = this.toResponse(error);
    if (error instanceof DomainError && error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(status).send(body);
  }

  private toResponse(error: unknown): { status: number; body: { message: string; code: string } } {
    if (error instanceof DomainError) return { status: error.status, body: { message: error.message, code: error.code } };
    if (error instanceof ZodError) {
      return { status: 400, body: { message: error.issues[0]?.message ?? 'Invalid request', code: 'invalid_request' } };
    }
    if (error instanceof ConcurrencyError) {
      return { status: 409, body: { message: 'This changed at the same time elsewhere. Please try again.', code: 'conflict' } };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      const message =
        typeof response === 'object' && response !== null && 'message' in response
          ? String(Array.isArray(response.message) ? response.message[0] : response.message)
          : error.message;
      return { status, body: { message, code: status === 401 ? 'unauthorized' : `http_${status}` } };
    }
    const fastifyError = error as { statusCode?: number; message?: string; code?: string };
    if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
      return {
        status: fastifyError.statusCode,
        body: { message: fastifyError.message ?? 'Invalid request', code: fastifyError.code ?? 'invalid_request' },
      };
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { status: 500, body: { message: 'Internal server error', code: 'internal' } };
  }
}
