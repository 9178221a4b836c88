import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DATABASE } from '../../../platform/database/database.module';
import type { Database } from '../../../platform/database/database';
import { type SignedInUser, SignedInGuard } from '../../../platform/http/current-user';
import { DomainError } from '../../../platform/http/domain-error';
import { type PlanCapability, type PlanName, planGateMessages } from '../contract';

const CAPABILITY = Symbol('PlanCapability');

/** What each plan may do (specification section 6): Free nothing, Basic all but CSV download, Pro all. */
export const PLAN_CAPABILITIES: Readonly<Record<PlanName, readonly PlanCapability[]>> = {
  free: [],
  basic: ['connectAccounts', 'scrape', 'campaigns', 'vote'],
  pro: ['connectAccounts', 'scrape', 'campaigns', 'csvDownload', 'vote'],
};

export const planAllows = (plan: PlanName, capability: PlanCapability) => PLAN_CAPABILITIES[plan].includes(capability);

/** Lets a request through only when the signed-in user's plan has the capability; 403 with its message otherwise. */
@Injectable()
export class PlanGateGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const capability = this.reflector.getAllAndOverride<PlanCapability | undefined>(CAPABILITY, [context.getHandler(), context.getClass()]);
    if (!capability) return true;
    const user = context.switchToHttp().getRequest<{ user?: SignedInUser }>().user;
    const row = user ? await this.db.selectFrom('plans').select('plan').where('user_id', '=', user.workspaceId).executeTakeFirst() : undefined;
    // No plan record (yet) is the free plan.
    if (planAllows(row?.plan ?? 'free', capability)) return true;
    throw new DomainError(planGateMessages[capability], 'plan_required', 'forbidden');
  }
}

/**
 * For endpoints of other contexts: `@RequiresPlan('scrape')` signs the user in (SignedInGuard) and checks the
 * plan. Provide PlanGateGuard in the module that uses it (or import BillingModule, which exports it).
 */
export const RequiresPlan = (capability: PlanCapability) =>
  applyDecorators(SetMetadata(CAPABILITY, capability), UseGuards(SignedInGuard, PlanGateGuard));
