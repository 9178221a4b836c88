import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  Optional,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The person a session (or an API key) belongs to. */
export interface SignedInPerson {
  id: string;
  email: string;
  /** When the request came with an API key: its id, the workspace it is for, and whether it only reads. */
  apiKey?: { id: string; workspaceId: string; readOnly: boolean };
}

/**
 * Who a request acts for. `workspaceId` owns what the request reads and changes: the current workspace (a personal
 * workspace's id is its user's, so everything made before workspaces is its user's; on a person's own routes, such
 * as onboarding, feedback and their workspaces, it is their personal one). `actorId` is always the person: the
 * actor every event records, and the owner of a person's own things.
 */
export interface SignedInUser {
  workspaceId: string;
  actorId: string;
  email: string;
  /** The person's role in the workspace ('owner' on their own routes). */
  role: string;
}

/** Finds the person of a request's session; the identity module provides it. */
export interface SessionResolver {
  resolve(request: FastifyRequest): Promise<SignedInPerson | null>;
}
export const SESSION_RESOLVER = Symbol('SessionResolver');

/**
 * The workspace a request acts in and the person's role there, after checking the route's access (the workspaces
 * module provides it; it throws the refusal: the workspace is not the person's, or the role is too low).
 */
export interface WorkspaceResolver {
  resolve(request: FastifyRequest, person: SignedInPerson): Promise<{ workspaceId: string; role: string }>;
}
export const WORKSPACE_RESOLVER = Symbol('WorkspaceResolver');

/**
 * Finds the person an API key acts for (`Authorization: Bearer <key>`); throws a 401 for a key that does not work
 * and a 429 past the key's rate limit. The developers module provides it.
 */
export interface ApiKeyResolver {
  resolve(key: string): Promise<SignedInPerson>;
}
export const API_KEY_RESOLVER = Symbol('ApiKeyResolver');

/** The API key a request carries in its Authorization header, if any. */
export function bearerKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Lets a request through only with a signed-in person allowed on the route, and puts who it acts for on the request for @CurrentUser(). */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Optional() @Inject(WORKSPACE_RESOLVER) private readonly workspaces?: WorkspaceResolver,
    @Optional() @Inject(API_KEY_RESOLVER) private readonly apiKeys?: ApiKeyResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: SignedInUser }>();
    // A request with a key acts by the key alone: its cookies, if any, are not read.
    const key = bearerKeyOf(request);
    const person = key === null ? await this.sessions.resolve(request) : ((await this.apiKeys?.resolve(key)) ?? null);
    if (!person) throw new UnauthorizedException('Unauthorized');
    const { workspaceId, role } = this.workspaces ? await this.workspaces.resolve(request, person) : { workspaceId: person.id, role: 'owner' };
    request.user = { workspaceId, actorId: person.id, email: person.email, role };
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const request = context.switchToHttp().getRequest<{ user?: SignedInUser }>();
  if (!request.user) throw new UnauthorizedException('Unauthorized');
  return request.user;
});
