/** The campaign's field names as the screens call them (the History tab's lines and their changes). */
const fieldLabels: Record<string, string> = {
  name: 'Name',
  status: 'Status',
  lead_source_ids: 'Lead sources',
  daily_dm_limit: 'Daily DM limit',
  profile_id: 'Sending account',
  template_id: 'Message template',
  skip_already_dmd: "Skip already DM'd",
  use_do_not_contact_list: 'Use Do Not Contact list',
  optimise_automatically: 'Optimise automatically',
  requires_validation: 'Needs account selection',
  error_message: 'Error',
  campaign_total_leads: 'Total leads',
  send_window: 'Sending hours',
  time_zone: 'Time zone',
};

/** A field in words; one the screens have no name for reads as its API name in words ('follow_ups' → 'Follow ups'). */
export const fieldLabel = (field: string) => fieldLabels[field] ?? field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const EDITED = 'Edited: ';

/**
 * A History line's title in words. The API names an edit by the fields it changed ('Edited: daily_dm_limit,
 * time_zone'); the line names them as the screens do ('Edited: Daily DM limit, Time zone'). Other titles
 * ('Started', 'Paused (account disconnected)') are words already.
 */
export function historyTitle(what: string): string {
  if (!what.startsWith(EDITED)) return what;
  const fields = what.slice(EDITED.length).split(', ').filter((field) => field !== '');
  return fields.length > 0 ? `${EDITED}${fields.map(fieldLabel).join(', ')}` : 'Edited';
}
