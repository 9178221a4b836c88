import type { Locator, Page } from 'playwright-core';
import { campaignMessages } from '../../../src/modules/campaigns/contract';
import type { TestApp } from '../../support/start-app';
import { navigateInApp } from './in-app-navigation';

/** A source's file with a name column; sorted by username, Aaron is the first lead the preview shows. */
export const LEADS_CSV = ['username,name,Company', 'aaron_lee,Aaron Lee,Acme', '@bella_c,Bella Cruz,Beta', 'carl_dm,CARL MEYER,Gamma'].join('\n');

/** A second source's file. */
export const MORE_CSV = ['username,name', 'dana_p,Dana Park', 'eli_r,Eli Ross'].join('\n');

/** The wizard's step `step` (1 to 4). */
export const wizardStep = (page: Page, step: number): Locator => page.getByTestId(`wizard-step-${step}`);

/** The wizard's Continue button. */
export const continueButton = (page: Page): Locator => page.getByRole('button', { name: campaignMessages.continue, exact: true });

/**
 * Opens the wizard at `path` (its heading `heading`) on step `step`: a page that shows the app already moves there
 * through the campaign list, as a user does, so the wizard starts afresh without the page being loaded again.
 */
export async function openWizard(app: TestApp, page: Page, path: string, heading: string, step = 1): Promise<void> {
  if (new URL(page.url()).origin === new URL(app.url).origin) {
    await navigateInApp(page, '/dashboard/campaigns', 'Campaigns');
    await navigateInApp(page, path, heading);
  } else {
    await page.goto(`${app.url}${path}`);
  }
  await wizardStep(page, step).waitFor({ timeout: 20_000 });
}

/** Opens the wizard for a new campaign. */
export const openNewWizard = (app: TestApp, page: Page): Promise<void> => openWizard(app, page, '/dashboard/campaigns/new', campaignMessages.createCampaign);
