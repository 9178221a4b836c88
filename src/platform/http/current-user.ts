import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';

export interface SignedInUser {
  id: string;
  email: string;
}

/** Finds the user of a request's session; the identity module provides it. */
export interface SessionResolver {
  resolve(request: FastifyRequest): Promise<SignedInUser | null>;
}
export const SESSION_RESOLVER = Symbol('SessionResolver');

const DEV_USER_HEADER = 'x-dev-user-id';

/** Lets a request through only with a signed-in user, whom it puts on the request for @CurrentUser(). */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SignedInUser }>();
    let user = await this.sessions.resolve(request);
    const devUserId = request.headers[DEV_USER_HEADER];
    // Development convenience only: configuration validation refuses DEV_USER_HEADER in production.
    if (!user && this.config.DEV_USER_HEADER && typeof devUserId === 'string' && devUserId.length > 0) {
      user = { id: devUserId, email: `${devUserId}@dev.local` };
    }
    if (!user) throw new UnauthorizedException('Unauthorized');
    request.user = user;
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const request = context.switchToHttp().getRequest<{ user?: SignedInUser }>();
  if (!request.user) throw new UnauthorizedException('Unauthorized');
  return request.user;
});
