import { CampaignWizardPage } from './CampaignWizardPage';

/**
 * The campaign wizard, for /dashboard/campaigns/new and /dashboard/campaigns/:id/edit (?step=4 opens Configure
 * Options, for Validate). It reads the campaign's id from the route's `:id` parameter, or from `campaignId`.
 */
export { CampaignWizardPage };
export default CampaignWizardPage;
