import type { Migration } from 'kysely';
import * as eventStore from './2026_11_21_0001_event_store';
import * as jobSideEffects from './2026_11_21_0010_job_side_effects';
import * as authTables from './2026_11_21_0020_auth_tables';
import * as authAccountRateLimits from './2026_11_21_0021_auth_account_rate_limits';
import * as devMailbox from './2026_11_21_0022_dev_mailbox';
import * as plans from './2026_11_21_0023_plans';
import * as doNotContact from './2026_11_21_0030_do_not_contact';
import * as streamSnapshots from './2026_11_23_0100_stream_snapshots';
import * as projectionFailures from './2026_11_23_0200_projection_failures';
import * as processManagerStates from './2026_11_23_0300_process_manager_states';
import * as billing from './2026_11_23_0400_billing';
import * as leadSources from './2026_11_23_0500_lead_sources';
import * as connectedAccounts from './2026_11_23_0600_connected_accounts';
import * as xProfiles from './2026_11_23_0700_x_profiles';
import * as xProfilesSearch from './2026_11_23_0700_x_profiles_search';
import * as scrapes from './2026_11_23_0800_scrapes';
import * as scrapesListSizes from './2026_11_23_0800_scrapes_list_sizes';
import * as campaigns from './2026_11_23_0900_campaigns';
import * as campaignSendWindow from './2026_11_25_1200_campaign_send_window';
import * as dmRunner from './2026_11_25_1000_dm_runner';
import * as dmRunnerLeases from './2026_11_25_1001_dm_runner_leases';
import * as dmRunnerReserve from './2026_11_25_1002_dm_runner_reserve';
import * as campaignReplies from './2026_11_25_1100_campaign_replies';
import * as replyPollIndex from './2026_11_25_1101_reply_poll_index';
import * as feedback from './2026_11_25_1300_feedback';
import * as userOnboarding from './2026_11_25_1400_user_onboarding';
import * as dmRunnerReserveNext from './2026_11_25_1500_dm_runner_reserve_next';
import * as replyHeldMessages from './2026_11_27_1000_reply_held_messages';
import * as scrapeLeases from './2026_11_27_1100_scrape_leases';
import * as requestRateLimits from './2026_11_27_1300_request_rate_limits';
import * as dmRunnerProfileCap from './2026_11_27_1500_dm_runner_profile_cap';
import * as dmRunnerReserveChecksFacts from './2026_11_28_0900_dm_runner_reserve_checks_facts';
import * as dmRunnerSettleDecided from './2026_11_28_1200_dm_runner_settle_decided';
import * as campaignProgress from './2026_11_28_1300_campaign_progress';
import * as planAllowances from './2026_11_28_1400_plan_allowances';
import * as leadSourceSummaries from './2026_11_28_1401_lead_source_summaries';
import * as connectedAccountStates from './2026_11_28_1402_connected_account_states';
import * as dmRunnerCannotDm from './2026_11_28_1530_dm_runner_cannot_dm';
import * as campaignRunSettings from './2026_11_28_1600_campaign_run_settings';
import * as xProfileNames from './2026_11_28_1601_x_profile_names';
import * as recordedRegistrations from './2026_11_28_1602_recorded_registrations';
import * as sourceLeads from './2026_11_28_1603_source_leads';
import * as dncUsernames from './2026_11_28_1604_dnc_usernames';
import * as dmRunnerPublicReads from './2026_11_28_1605_dm_runner_public_reads';
import * as campaignDailyActivity from './2026_11_28_1610_campaign_daily_activity';
import * as runnerWarmUp from './2026_11_28_1720_runner_warm_up';
import * as dmDeliveriesVariation from './2026_11_28_1800_dm_deliveries_variation';
import * as campaignOptimiseAutomatically from './2026_11_28_1801_campaign_optimise_automatically';
import * as connectedAccountXFacts from './2026_11_28_1830_connected_account_x_facts';
import * as campaignRunsUpdatedInPlace from './2026_11_29_0900_campaign_runs_updated_in_place';
import * as dmRunnerCandidatesPlannedOnce from './2026_11_28_1900_dm_runner_candidates_planned_once';
import * as overviewLocalDays from './2026_11_29_0910_overview_local_days';
import * as campaignFollowUps from './2026_11_29_1000_campaign_follow_ups';
import * as dmRunnerFollowUps from './2026_11_29_1010_dm_runner_follow_ups';
import * as followUpCounters from './2026_11_29_1100_follow_up_counters';
import * as workspaces from './2026_11_29_1200_workspaces';
import * as historyActors from './2026_11_29_1300_history_actors';
import * as planHistoryActors from './2026_11_29_1400_plan_history_actors';
import * as apiKeys from './2026_11_29_1500_api_keys';
import * as webhooks from './2026_11_29_1600_webhooks';
import * as webhookEndpointsDisabled from './2026_11_29_1610_webhook_endpoints_disabled';
import * as historyActorsFilled from './2026_11_29_1410_history_actors_filled';

/** Every migration by name, in order. Migrations are frozen once landed: add new files, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_event_store': eventStore,
  '2026_11_21_0010_job_side_effects': jobSideEffects,
  '2026_11_21_0020_auth_tables': authTables,
  '2026_11_21_0021_auth_account_rate_limits': authAccountRateLimits,
  '2026_11_21_0022_dev_mailbox': devMailbox,
  '2026_11_21_0023_plans': plans,
  '2026_11_21_0030_do_not_contact': doNotContact,
  '2026_11_23_0100_stream_snapshots': streamSnapshots,
  '2026_11_23_0200_projection_failures': projectionFailures,
  '2026_11_23_0300_process_manager_states': processManagerStates,
  '2026_11_23_0400_billing': billing,
  '2026_11_23_0500_lead_sources': leadSources,
  '2026_11_23_0600_connected_accounts': connectedAccounts,
  '2026_11_23_0700_x_profiles': xProfiles,
  '2026_11_23_0700_x_profiles_search': xProfilesSearch,
  '2026_11_23_0800_scrapes': scrapes,
  '2026_11_23_0800_scrapes_list_sizes': scrapesListSizes,
  '2026_11_23_0900_campaigns': campaigns,
  '2026_11_25_1000_dm_runner': dmRunner,
  '2026_11_25_1001_dm_runner_leases': dmRunnerLeases,
  '2026_11_25_1002_dm_runner_reserve': dmRunnerReserve,
  '2026_11_25_1100_campaign_replies': campaignReplies,
  '2026_11_25_1101_reply_poll_index': replyPollIndex,
  '2026_11_25_1200_campaign_send_window': campaignSendWindow,
  '2026_11_25_1300_feedback': feedback,
  '2026_11_25_1400_user_onboarding': userOnboarding,
  '2026_11_25_1500_dm_runner_reserve_next': dmRunnerReserveNext,
  '2026_11_27_1000_reply_held_messages': replyHeldMessages,
  '2026_11_27_1100_scrape_leases': scrapeLeases,
  '2026_11_27_1300_request_rate_limits': requestRateLimits,
  '2026_11_27_1500_dm_runner_profile_cap': dmRunnerProfileCap,
  '2026_11_28_0900_dm_runner_reserve_checks_facts': dmRunnerReserveChecksFacts,
  '2026_11_28_1200_dm_runner_settle_decided': dmRunnerSettleDecided,
  '2026_11_28_1300_campaign_progress': campaignProgress,
  '2026_11_28_1400_plan_allowances': planAllowances,
  '2026_11_28_1401_lead_source_summaries': leadSourceSummaries,
  '2026_11_28_1402_connected_account_states': connectedAccountStates,
  '2026_11_28_1530_dm_runner_cannot_dm': dmRunnerCannotDm,
  '2026_11_28_1600_campaign_run_settings': campaignRunSettings,
  '2026_11_28_1601_x_profile_names': xProfileNames,
  '2026_11_28_1602_recorded_registrations': recordedRegistrations,
  '2026_11_28_1603_source_leads': sourceLeads,
  '2026_11_28_1604_dnc_usernames': dncUsernames,
  '2026_11_28_1605_dm_runner_public_reads': dmRunnerPublicReads,
  '2026_11_28_1610_campaign_daily_activity': campaignDailyActivity,
  '2026_11_28_1720_runner_warm_up': runnerWarmUp,
  '2026_11_28_1800_dm_deliveries_variation': dmDeliveriesVariation,
  '2026_11_28_1801_campaign_optimise_automatically': campaignOptimiseAutomatically,
  '2026_11_28_1830_connected_account_x_facts': connectedAccountXFacts,
  '2026_11_28_1900_dm_runner_candidates_planned_once': dmRunnerCandidatesPlannedOnce,
  '2026_11_29_0900_campaign_runs_updated_in_place': campaignRunsUpdatedInPlace,
  '2026_11_29_0910_overview_local_days': overviewLocalDays,
  '2026_11_29_1000_campaign_follow_ups': campaignFollowUps,
  '2026_11_29_1010_dm_runner_follow_ups': dmRunnerFollowUps,
  '2026_11_29_1100_follow_up_counters': followUpCounters,
  '2026_11_29_1200_workspaces': workspaces,
  '2026_11_29_1300_history_actors': historyActors,
  '2026_11_29_1400_plan_history_actors': planHistoryActors,
  '2026_11_29_1410_history_actors_filled': historyActorsFilled,
  '2026_11_29_1500_api_keys': apiKeys,
  '2026_11_29_1600_webhooks': webhooks,
  '2026_11_29_1610_webhook_endpoints_disabled': webhookEndpointsDisabled,
};
