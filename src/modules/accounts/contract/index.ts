/**
 * The connected X accounts contract, imported by the API and the UI (`@shared/accounts/contract`): the re-export
 * of this folder's files, one job each:
 * - messages.ts: the specification's Connect Account messages (word for word) and how they are shown;
 * - schemas.ts: the requests' zod schemas, the token cleaning, the proxy types; quick-add.ts: the Quick Add parser;
 * - health.ts: the health states, their labels and the dead states; answers.ts: the answers' shapes.
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | GET /api/accounts | ra-data-simple-rest: sort=["updated_at","DESC"] (default), range=[0,49], filter={"id":[...]} | `AccountRow[]` + Content-Range `accounts 0-1/2` |
 * | GET /api/accounts/usage | | `AccountsUsage` ('Connected: X / Y', the downgrade chooser's trigger) |
 * | GET /api/accounts/:id | | `AccountRow` (404 `accountMessages.notFound`) |
 * | POST /api/accounts | `ConnectAccountBody` | `ConnectAccountAnswer` (201) |
 * | DELETE /api/accounts/:id | | `DisconnectAccountAnswer` |
 * | PUT /api/accounts/:id/proxy | `ProxyBody` | `ProxyAnswer` |
 * | DELETE /api/accounts/:id/proxy | | `ProxyAnswer` |
 * | POST /api/accounts/:id/proxy/test | | `ProxyTestAnswer` (200 whether the proxy worked or not; `ok` says) |
 * | POST /api/accounts/:id/check | | `HealthCheckAnswer` ('Check now') |
 * | POST /api/accounts/keep | `KeepAccountBody` | `KeepAccountAnswer` (the downgrade chooser) |
 *
 * Error codes the screen acts on (`code` of a 4xx body):
 * - `plan_required` (403): free plan or no plan, message 'Upgrade to connect';
 * - `plan_limit` (403): one of `accountMessages.planLimit.*`; show the plan-limit modal with `planLimitAccounts`;
 * - `tokens_required` (400), `already_connected` (409), `in_use_by_another_account` (409);
 * - `x_session_expired`, `x_account_locked`, `x_account_suspended`, `x_rate_limited`, `x_unavailable` (400/429/503
 *   from the X check before anything is stored): the message says what to do;
 * - `proxy_invalid` (400), `proxy_address_not_allowed` (400);
 * - `account_not_found` (404): also what another user's account id answers.
 */
export * from './answers';
export * from './health';
export * from './messages';
export * from './quick-add';
export * from './schemas';
