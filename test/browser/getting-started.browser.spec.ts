import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { newEmail } from '../support/users';
import { staysTrue } from '../support/waiting';
import { appInBrowser } from './support/app-in-browser';
import { signUpInSharedBrowser, startBasicTrialThroughApi } from './support/api-setup';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { connectAccount, expectNoSidewaysScrollOnPhone, uploadSource } from './support/flows';

// Demo mode: the simulated X's accounts can be connected.
const env: Record<string, string> = { X_SIMULATOR: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

const checklist = (page: Page) => page.getByTestId('getting-started');

/** Each step's label and whether it is ticked, in order. */
async function steps(page: Page): Promise<Array<[string | null, string | null]>> {
  const items = checklist(page).locator('li[data-step]');
  const out: Array<[string | null, string | null]> = [];
  for (let index = 0; index < (await items.count()); index++) {
    const item = items.nth(index);
    out.push([await item.getAttribute('data-step'), await item.getAttribute('data-done')]);
  }
  return out;
}

async function openHome(page: Page): Promise<void> {
  await page.goto(`${fixture.app.url}/dashboard/campaigns`);
  await checklist(page).waitFor({ timeout: 20_000 });
}

describe('getting started on the dashboard home', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('start'));
    errors = collectPageErrors(page);
  });

  it('shows a new user the six steps to a first reply, none ticked, each a link, the plan first', async () => {
    await openHome(page);
    expect(await steps(page)).toEqual([
      ['plan', 'false'],
      ['account', 'false'],
      ['leads', 'false'],
      ['template', 'false'],
      ['campaign', 'false'],
      ['reply', 'false'],
    ]);
    const links = checklist(page).locator('li[data-step] a');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
      '/dashboard/account',
      '/dashboard/connect',
      '/dashboard/leads/new',
      '/dashboard/campaigns/new',
      '/dashboard/campaigns/new',
      '/dashboard/campaigns',
    ]);
    const next = page.getByTestId('getting-started-next');
    expect(await next.textContent()).toBe('Next: Choose a plan');
    expect(await next.getAttribute('href')).toBe('/dashboard/account');
    expect(await checklist(page).textContent()).toContain('0 of 6 done');
  });

  it('ticks the plan, the account and the leads from what the user has, and points on to the template', async () => {
    await startBasicTrialThroughApi(fixture.app, page);
    await connectAccount(fixture.app, page);
    await uploadSource(fixture.app, page, 'First leads', 'username\nalice\nbob\n');
    await openHome(page);
    await expect.poll(() => steps(page)).toEqual([
      ['plan', 'true'],
      ['account', 'true'],
      ['leads', 'true'],
      ['template', 'false'],
      ['campaign', 'false'],
      ['reply', 'false'],
    ]);
    expect(await page.getByTestId('getting-started-next').textContent()).toBe('Next: Write a message template');
    expect(await checklist(page).textContent()).toContain('3 of 6 done');
    await screenshotAtBothSizes(page, 'getting-started');
    await expectNoSidewaysScrollOnPhone(page);
  });

  it("shows another user their own steps, not this user's", async () => {
    const other = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('start-other'));
    await openHome(other);
    expect((await steps(other)).every(([, done]) => done === 'false')).toBe(true);
    await other.close();
  });

  it('stays hidden once the user hides it, across a reload', async () => {
    // A user of its own (the other user's sign-up took the browser's session).
    await page.close();
    page = await signUpInSharedBrowser(fixture.app, fixture.browser, newEmail('start-hide'));
    errors = collectPageErrors(page);
    await openHome(page);
    await page.getByRole('button', { name: 'Hide getting started' }).click();
    await checklist(page).waitFor({ state: 'detached' });
    await page.reload();
    // The page's lists have loaded (the empty state) and the checklist did not come back.
    await page.getByText('No Campaigns Yet').waitFor({ timeout: 20_000 });
    await staysTrue(1500, async () => expect(await checklist(page).count()).toBe(0));
    expect(errors).toEqual([]);
  });
});
