/**
 * The lead sources contract, imported by the API and the UI (`@shared/leads/contract`): the re-export of this
 * folder's files, one job each (below). The scraper's contract is re-exported apart, by ../scrape-contract.ts.
 *
 * - limits.ts: the limits; messages.ts: the specification's messages, word for word, and `formatCount`;
 * - statuses.ts: source types and statuses with their labels, the status filter's choices;
 * - schemas.ts: the requests' zod schemas and their types; rows.ts: the answers' shapes and the list's sort fields;
 * - export-file.ts: the CSV export's columns and file name; upload-columns.ts: an upload's separator and columns;
 * - credits.ts: the credits' percentages and the panel's colour;
 * - scrape-*.ts: the lead scraper's contract (re-exported by ../scrape-contract.ts, not here).
 *
 * Routes (all under /api, signed in, every query scoped to the signed-in user; errors answer `{ message, code }`):
 *
 * | method and path | body / parameters | answer |
 * | --- | --- | --- |
 * | GET /api/lead-sources | ra-data-simple-rest: sort=["field","ASC"], range=[0,19], filter={"q","source_type","status","id"} | `LeadSourceRow[]` + Content-Range `lead-sources 0-19/42` |
 * | GET /api/lead-sources/:id | | `LeadSourceRow` (404 `leadMessages.notFound`) |
 * | POST /api/lead-sources/upload | multipart/form-data: `name` (text field, before the file: a file part first is refused) and `file` (.csv or .json) | `UploadAnswer` (201); 429 `leadMessages.uploadsInProgress` beyond 2 at a time per user |
 * | PATCH /api/lead-sources/:id, PUT /api/lead-sources/:id, POST /api/lead-sources/:id/rename | `{ name }` | `RenameAnswer` |
 * | DELETE /api/lead-sources/:id | | `DeleteAnswer` (409 `leadMessages.inUse` when in use) |
 * | POST /api/lead-sources/delete | `{ ids: string[] }` | `BulkDeleteAnswer`; all or nothing (409 when any is in use, 404 when any is not the user's) |
 * | GET /api/lead-sources/:id/leads | sort=["username","ASC"], range=[0,19] (20 per page) | `LeadRow[]` + Content-Range `leads 0-19/250` |
 * | GET /api/lead-sources/:id/export | | text/csv file (Pro only: 403 otherwise), see `EXPORT_COLUMNS` |
 * | GET /api/lead-credits | | `LeadCreditsAnswer` |
 *
 * Messages the UI wraps: a failed upload answers the detail (e.g. 'CSV file must contain a username column');
 * the screen shows `leadMessages.processFailed(detail)`.
 */

export * from './credits';
export * from './export-file';
export * from './limits';
export * from './messages';
export * from './rows';
export * from './schemas';
export * from './source-name';
export * from './statuses';
export * from './upload-columns';
