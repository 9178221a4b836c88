import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

export const UPLOAD_PATH = '/api/lead-sources/upload';

/**
 * Lets multipart bodies through to the upload route unread, so it streams the file itself; every other route
 * keeps answering 415 to a multipart body.
 */
@Injectable()
export class MultipartBody implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (!fastify || typeof fastify.addContentTypeParser !== 'function' || fastify.hasContentTypeParser('multipart/form-data')) return;
    fastify.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
      if (request.routeOptions.url === UPLOAD_PATH) {
        done(null, undefined);
        return;
      }
      done(Object.assign(new Error(`Unsupported Media Type: ${request.headers['content-type'] ?? ''}`), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
    });
  }
}
