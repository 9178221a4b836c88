import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import type { SignedInPerson, WorkspaceResolver } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { workspaceMessages } from '../contract/messages';
import { routeAccess } from '../contract/route-access';
import { roleAtLeast } from '../contract/roles';
import { currentWorkspace, roleOf } from './workspace-access';

const READS = new Set(['GET', 'HEAD']);

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
    // A read-only key reads as a Viewer would, wherever it is used.
    const readOnlyKey = person.apiKey?.readOnly === true;
    if (access.kind !== 'workspace') {
      if (readOnlyKey && !READS.has(request.method.toUpperCase())) throw new DomainError(workspaceMessages.readOnlyKey, 'read_only_key', 'forbidden');
      return { workspaceId: person.id, role: 'owner' };
    }
    // A key acts in the workspace it was made for; a browser in its current one.
    const { workspaceId, role: personsRole } = person.apiKey
      ? { workspaceId: person.apiKey.workspaceId, role: await roleOf(this.db, person.id, person.apiKey.workspaceId) }
      : await currentWorkspace(this.db, request, person.id);
    // A key made by someone who has since left the workspace no longer works.
    if (person.apiKey && !personsRole) throw new UnauthorizedException(workspaceMessages.keyHolderLeft);
    const role = readOnlyKey && personsRole ? 'viewer' : personsRole;
    if (readOnlyKey && role && !roleAtLeast(role, access.role)) throw new DomainError(workspaceMessages.readOnlyKey, 'read_only_key', 'forbidden');
    if (!role) throw new DomainError(workspaceMessages.notFound, 'workspace_not_found', 'not_found');
    if (!roleAtLeast(role, access.role)) throw new DomainError(workspaceMessages.forbidden(role), 'forbidden_role', 'forbidden');
    return { workspaceId, role };
  }
}
