/**
 * The billing context's public surface: its events and plan stream id, the lead-credit rule, the plan gates
 * (`@RequiresPlan('scrape')`, with BillingModule's PlanGateGuard: a context whose routes carry them imports
 * BillingModule) and the command other contexts send when the number of connected accounts changes.
 * Its public read model: the `plan_allowances` view (user_id, plan, allowed_accounts, current_accounts,
 * lead_credits_limit), for the other contexts' plan checks; its other tables are its own.
 */
export * from './plan/events';
export * from './shared/lead-credits';
export { RequiresPlan, PlanGateGuard, planAllows, PLAN_CAPABILITIES } from './gates/requires-plan';
export { ChangePlanRecord } from './commands/change-plan-record/change-plan-record.command';
export type { PlanCommand } from './plan/decide';
export { planAudit, formatPlanAudit, type PlanAudit } from './queries/plan-audit';
export { BillingModule } from './billing.module';
