import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import type { SignedInPerson, WorkspaceResolver } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { workspaceMessages } from '../contract/messages';
import { routeAccess } from '../contract/route-access';
import { roleAtLeast } from '../contract/roles';
import { currentWorkspace } from './workspace-access';

/**
 * The workspace a request acts in (currentWorkspace) and the person's role there, checked against the route's
 * access (contract/route-access.ts) on every request: a removed member's next request is their personal
 * workspace's, another workspace's resources answer as missing ones.
 */
@Injectable()
export class WorkspaceRequestResolver implements WorkspaceResolver {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async resolve(request: FastifyRequest, person: SignedInPerson): Promise<{ workspaceId: string; role: string }> {
    const access = routeAccess(request.method, request.routeOptions?.url ?? request.url.split('?')[0] ?? '');
    if (access.kind !== 'workspace') return { workspaceId: person.id, role: 'owner' };
    const { workspaceId, role } = await currentWorkspace(this.db, request, person.id);
    if (!role) throw new DomainError(workspaceMessages.notFound, 'workspace_not_found', 'not_found');
    if (!roleAtLeast(role, access.role)) throw new DomainError(workspaceMessages.forbidden(role), 'forbidden_role', 'forbidden');
    return { workspaceId, role };
  }
}
