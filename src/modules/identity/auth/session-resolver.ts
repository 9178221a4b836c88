import type { FastifyRequest } from 'fastify';
import type { SessionResolver, SignedInUser } from '../../../platform/http/current-user';

interface SessionLookup {
  api: {
    getSession(input: { headers: Headers }): Promise<{ user: { id: string; email: string } } | null>;
  };
}

/** The signed-in user of a request, from better-auth's session cookie. */
export class BetterAuthSessionResolver implements SessionResolver {
  constructor(private readonly auth: SessionLookup) {}

  async resolve(request: FastifyRequest): Promise<SignedInUser | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const result = await this.auth.api.getSession({ headers: new Headers({ cookie }) });
    return result ? { id: result.user.id, email: result.user.email } : null;
  }
}
