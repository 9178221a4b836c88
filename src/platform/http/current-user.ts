import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export interface SignedInUser {
  id: string;
  email: string;
}

/** Finds the user of a request's session; the identity module provides it. */
export interface SessionResolver {
  resolve(request: FastifyRequest): Promise<SignedInUser | null>;
}
export const SESSION_RESOLVER = Symbol('SessionResolver');

/** Lets a request through only with a signed-in user, whom it puts on the request for @CurrentUser(). */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(@Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SignedInUser }>();
    const user = await this.sessions.resolve(request);
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
