/**
 * The campaigns context's public surface: its events and stream ids, the personalisation the runner sends
 * with, and for the campaign runner the lifecycle it drives (`CampaignsService`: startByRunner, pauseByRunner,
 * complete, fail) and the port it provides to this context (CAMPAIGN_RUNNER: whether it can be reached).
 * Its public read model: the `campaign_run_settings` view (id, user_id, status, profile_id, lead_source_ids,
 * daily_dm_limit, skip_already_dmd, use_do_not_contact_list, send_window_start, send_window_end, time_zone and
 * the template's messages), for the runner; its other tables are its own.
 */
export * from './campaign/events';
export * from './samples/events';
export * from './templates/events';
export { campaignsAudit, formatCampaignsAudit, type CampaignAudit } from './queries/audit';
export { personalise, firstName, FIRST_NAME_FALLBACK, type PersonaliseLead } from './personalise';
export { CampaignsService } from './campaigns.service';
export { CAMPAIGN_RUNNER, type CampaignRunner } from './runner-port';
