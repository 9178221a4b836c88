/**
 * The campaigns contract, imported by the API and the UI (`@shared/campaigns/contract`): the re-export of this
 * folder's files, one job each (below). Personalisation lives beside it in ../personalise.ts.
 *
 * - messages.ts: the specification's campaign, template and keyword sample messages, word for word;
 * - limits.ts: the limits; template-variables.ts: what personalisation replaces in a message;
 * - campaign-fields.ts: a campaign's name and source rules, shared by the decider, the schemas and the wizard;
 * - names.ts: when two names (of campaigns, templates, keyword samples) are one;
 * - schemas.ts: the requests' zod schemas and their types; rows.ts: the answers' shapes, statuses, sort fields;
 * - daily-limit.ts: the daily limit's rule, clamp and range; send-window.ts: the sending hours and time zone;
 * - card-rules.ts: the card's progress and error tooltip rules.
 * What only the screens use (status labels and colours, the wizard's step names, the start button's rule) lives
 * in ui/src/dashboard/resources/campaigns.
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`;
 * another user's id answers 404 exactly like an id that does not exist):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | GET /api/campaigns | ra-data-simple-rest: sort=["created_at","DESC"] (default, newest first), range=[0,49], filter={"q","status","id":[...]} | `CampaignRow[]` + Content-Range `campaigns 0-1/2` |
 * | GET /api/campaigns/:id | | `CampaignRow` (404 `campaignMessages.notFound`) |
 * | POST /api/campaigns | `CreateCampaignBody` | `CampaignAnswer` (201; 403 `plan_required` on the free plan) |
 * | PUT /api/campaigns/:id, PATCH /api/campaigns/:id | `UpdateCampaignBody` (PATCH: only the fields sent change) | `CampaignAnswer` (message `updated`, or `validated` when it cleared requires_validation) |
 * | DELETE /api/campaigns/:id | | `DeleteAnswer` (409 `cannotDeleteRunning`) |
 * | POST /api/campaigns/:id/rename | `{ name }` | `CampaignAnswer` (message `renamed`) |
 * | POST /api/campaigns/:id/check-start | `{ profile_id? }` | `CheckStartAnswer` (200 whether it can start or not) |
 * | POST /api/campaigns/:id/start | | `CampaignAnswer` (message `started`; 409 with the reason when it cannot start; 403 on the free plan) |
 * | POST /api/campaigns/:id/pause | | `CampaignAnswer` (message `paused`; 409 when it is not running) |
 * | POST /api/campaigns/:id/validate | `{ profile_id }` | `CampaignAnswer` (message `validated`) |
 * | GET /api/campaigns/:id/history | | `CampaignHistoryRow[]`, oldest first (what changed, from, to, when, by) |
 * | GET /api/message-templates | ra-data-simple-rest, newest first, filter={"q","id":[...]} | `TemplateRow[]` + Content-Range |
 * | GET /api/message-templates/:id | | `TemplateRow` |
 * | POST /api/message-templates | `TemplateBody` | `TemplateAnswer` (201) |
 * | PUT /api/message-templates/:id, PATCH … | `TemplateBody` | `TemplateAnswer` |
 * | DELETE /api/message-templates/:id | | `DeleteAnswer` (409 `templateInUse` while a campaign uses it) |
 * | GET /api/keyword-samples | ?type=include or exclude (or filter={"type"}), newest first | `KeywordSampleRow[]` + Content-Range |
 * | GET /api/keyword-samples/:id | | `KeywordSampleRow` |
 * | POST /api/keyword-samples | `KeywordSampleBody` | `KeywordSampleAnswer` (201) |
 * | PUT /api/keyword-samples/:id, PATCH … | `KeywordSampleBody` (the type cannot change) | `KeywordSampleAnswer` |
 * | DELETE /api/keyword-samples/:id | | `DeleteAnswer` |
 *
 * Error codes the screens act on (`code` of a 4xx body): `validation` (400, the field's message), `name_taken`
 * (409), `plan_required` (403, `CAMPAIGN_PLAN_MESSAGE`, link to /dashboard/account), `campaign_running` (409),
 * `campaign_completed` (409), `requires_validation` (409), `sources_scraping` (409), `sources_removed` (409),
 * `not_found` (404), `samples_limit` (409).
 *
 * `profile_id` of a campaign is the id of one of the user's connected accounts (`AccountRow.id` of
 * GET /api/accounts), not X's user id.
 */

export * from './campaign-fields';
export * from './card-rules';
export * from './daily-limit';
export * from './follow-ups';
export * from './limits';
export * from './messages';
export * from './names';
export * from './rows';
export * from './schemas';
export * from './send-window';
export * from './template-variables';
