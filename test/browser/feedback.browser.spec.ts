import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FeedbackRow, feedbackMessages } from '../../src/modules/feedback/contract';
import { addRoadmapItem, changeFeedbackStatus, moveRoadmapItem } from '../../src/modules/feedback/operator/operator-commands';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store';
import { newEmail } from '../support/users';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { apiCommand, apiGet, becomeBasic, expectNoSidewaysScrollOnPhone, expectToast, signUp } from './support/flows';

const fixture = appInBrowser();

const TITLE = 'Schedule campaigns by time zone';

async function openFeedback(page: Page): Promise<void> {
  await page.goto(`${fixture.app.url}/dashboard/roadmap`);
  await page.getByRole('heading', { name: 'Product Roadmap & Feedback', level: 1 }).waitFor({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Feedback & Requests' }).click();
  await page.waitForURL(`${fixture.app.url}/dashboard/roadmap?tab=feedback`);
}

const item = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const countOf = async (page: Page, title: string) => Number(await item(page, title).getByTestId('vote-count').textContent());

describe('the Roadmap and Feedback screen', () => {
  let author: Page;
  let voter: Page;
  let free: Page;
  let errors: string[];

  beforeAll(async () => {
    // Three users in browsers of their own, set up side by side.
    const basicUser = async (page: Page) => {
      await becomeBasic(fixture.app, page);
      return page;
    };
    [author, voter, free] = await Promise.all([
      signUp(fixture.app, fixture.browser, newEmail('fb-author')).then(basicUser),
      fixture.freshBrowser().then((browser) => signUp(fixture.app, browser, newEmail('fb-voter'))).then(basicUser),
      fixture.freshBrowser().then((browser) => signUp(fixture.app, browser, newEmail('fb-free'))),
    ]);
    errors = [...collectPageErrors(author), ...collectPageErrors(voter)];
  }, 90_000);

  it('opens on the Roadmap tab, which is empty until operators add items', async () => {
    await author.goto(`${fixture.app.url}/dashboard/roadmap`);
    await author.getByRole('heading', { name: 'Product Roadmap & Feedback', level: 1 }).waitFor({ timeout: 20_000 });
    expect(await author.getByRole('tab', { name: 'Roadmap' }).getAttribute('aria-selected')).toBe('true');
    await author.getByText('Nothing on the roadmap yet').waitFor();
    expect(await author.getByRole('link', { name: 'Roadmap & Feedback' }).first().getAttribute('aria-current')).toBe('page');
  });

  it('a Basic user submits a feature request: the title is required, then it is listed under New with no votes', async () => {
    await openFeedback(author);
    const form = author.getByRole('form', { name: 'Submit feedback' });
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await form.getByText(feedbackMessages.titleRequired).waitFor();
    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await form.getByRole('textbox', { name: 'Description (optional)' }).fill('Send during business hours where each lead lives.');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await expectToast(author, feedbackMessages.submitted);
    const card = item(author, TITLE);
    await card.waitFor();
    expect(await author.getByTestId('feedback-group-new').getByRole('heading', { name: 'New' }).count()).toBe(1);
    expect(await countOf(author, TITLE)).toBe(0);
    expect(await card.getByRole('button', { name: `Delete ${TITLE}` }).isEnabled()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
    await screenshotAtBothSizes(author, 'feedback-basic');
  });

  it('a second user upvotes it (+1), then downvotes it (-1 from where it started), and cannot delete it', async () => {
    await openFeedback(voter);
    const card = item(voter, TITLE);
    await card.waitFor();
    expect(await countOf(voter, TITLE)).toBe(0);
    expect(await card.getByRole('button', { name: `Delete ${TITLE}` }).count()).toBe(0);

    await card.getByRole('button', { name: 'Upvote' }).click();
    await expectToast(voter, feedbackMessages.upvoted);
    await expect.poll(() => countOf(voter, TITLE)).toBe(1);
    expect(await card.getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).toBe('true');

    await card.getByRole('button', { name: 'Downvote' }).click();
    await expectToast(voter, feedbackMessages.downvoted);
    await expect.poll(() => countOf(voter, TITLE)).toBe(-1);
    expect(await card.getByRole('button', { name: 'Downvote' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).toBe('false');
    await screenshotAtBothSizes(voter, 'feedback-voted');

    // The author sees the same count, and the server agrees.
    await openFeedback(author);
    await expect.poll(() => countOf(author, TITLE)).toBe(-1);
    const rows = await apiGet<FeedbackRow[]>(fixture.app, voter, '/feedback');
    expect(rows.find((row) => row.title === TITLE)).toMatchObject({ votes: -1, vote_type: 'down', is_author: false });
  });

  it('a free user reads the board under the upgrade banner, with submit, vote and delete disabled', async () => {
    await openFeedback(free);
    const banner = free.getByTestId('feedback-upgrade-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain(feedbackMessages.upgradeBanner);
    expect(await banner.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/dashboard/account');
    const card = item(free, TITLE);
    await card.waitFor();
    expect(await countOf(free, TITLE)).toBe(-1);
    expect(await card.getByRole('button', { name: 'Upvote' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Downvote' }).isDisabled()).toBe(true);
    const form = free.getByRole('form', { name: 'Submit feedback' });
    expect(await form.getByRole('button', { name: 'Submit Feedback' }).isDisabled()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Title' }).isDisabled()).toBe(true);
    await screenshotAtBothSizes(free, 'feedback-free');
    await expectNoSidewaysScrollOnPhone(free);
  });

  it("shows the operators' roadmap items in the order planned, in progress, completed", async () => {
    const store = new PostgresEventStore({ pool: fixture.app.database.pool });
    await addRoadmapItem(store, { title: 'Bulk DM templates', status: 'completed' });
    await addRoadmapItem(store, { title: 'Reply inbox', eta: 'Q1 2027', description: 'Answer replies without leaving OutTwit.' });
    const moved = await addRoadmapItem(store, { title: 'Team seats', eta: 'Q2 2027' });
    await moveRoadmapItem(store, moved.match(/[0-9a-f-]{36}/)?.[0] as string, 'in-progress');
    await author.goto(`${fixture.app.url}/dashboard/roadmap`);
    await author.getByRole('heading', { name: 'Product Roadmap & Feedback', level: 1 }).waitFor({ timeout: 20_000 });
    await author.getByTestId('roadmap-completed').getByText('Bulk DM templates').waitFor({ timeout: 20_000 });
    const columns = await author.locator('[data-testid^="roadmap-"] h3').allTextContents();
    expect(columns).toEqual(['Planned', 'In Progress', 'Completed']);
    expect(await author.getByTestId('roadmap-planned').getByRole('article').allTextContents()).toEqual(['Reply inboxAnswer replies without leaving OutTwit.ETA Q1 2027']);
    expect(await author.getByTestId('roadmap-in-progress').getByRole('article').allTextContents()).toEqual(['Team seatsETA Q2 2027']);
    await screenshotAtBothSizes(author, 'roadmap');
  });

  it('lists items by status in the order new, planned, in-progress, completed, under-review, rejected (Not Planned)', async () => {
    const store = new PostgresEventStore({ pool: fixture.app.database.pool });
    for (const [title, status] of [
      ['Export replies', 'rejected'],
      ['Warm-up schedule', 'under-review'],
      ['Lead scoring', 'completed'],
      ['Proxy health check', 'planned'],
    ] as const) {
      const { id } = await apiCommand<{ id: string }>(fixture.app, author, 'POST', '/feedback', { type: status === 'rejected' ? 'bug' : 'feature', title });
      await changeFeedbackStatus(store, id, status);
    }
    await openFeedback(author);
    await item(author, 'Export replies').waitFor();
    await expect
      .poll(() => author.locator('[data-testid^="feedback-group-"] h3').allTextContents())
      .toEqual(['New', 'Planned', 'Completed', 'Under Review', 'Not Planned']);
    expect(await author.getByTestId('feedback-group-rejected').getByRole('article').count()).toBe(1);
    await screenshotAtBothSizes(author, 'feedback-groups');
  });

  it('says the board could not be loaded when the API fails, loads it on Retry, and keeps it when a refresh fails', async () => {
    let failing = true;
    await free.route(`${fixture.app.url}/api/feedback`, (route) => (failing ? route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }) : route.fallback()));
    await openFeedback(free);
    await free.getByText(feedbackMessages.loadError, { exact: true }).waitFor({ timeout: 30_000 });
    await expectToast(free, feedbackMessages.loadFailed);
    failing = false;
    await free.getByRole('button', { name: 'Retry' }).click();
    await item(free, 'Export replies').waitFor();

    // A refresh of the board on screen (the tab coming back into view) fails: the items stay, and a toast says so.
    failing = true;
    await free.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
    await expectToast(free, feedbackMessages.refreshFailed);
    expect(await item(free, 'Export replies').isVisible()).toBe(true);
    expect(await free.getByText(feedbackMessages.loadError, { exact: true }).count()).toBe(0);
    failing = false;
    await free.unroute(`${fixture.app.url}/api/feedback`);
  });

  it('the author deletes the item after confirming', async () => {
    await openFeedback(author);
    await item(author, TITLE).getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = author.getByRole('dialog', { name: 'Delete feedback?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(author, feedbackMessages.deleted);
    await item(author, TITLE).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('shows the 50 newest items first and the rest with Load more', async () => {
    // The author may post 10 items an hour: this board is filled faster than any user may, 10 at a time.
    for (let first = 0; first < 55; first += 10) {
      await fixture.app.database.pool.query(`delete from request_rate_limits where key like 'feedback-item-%'`);
      const batch = Array.from({ length: Math.min(10, 55 - first) }, (_, offset) => first + offset);
      await Promise.all(batch.map((i) => apiCommand(fixture.app, author, 'POST', '/feedback', { type: 'feature', title: `Filler ${i}` })));
    }
    await openFeedback(voter);
    await item(voter, 'Filler 54').waitFor();
    await expect.poll(() => voter.getByRole('article').count()).toBe(50);
    expect(await item(voter, 'Export replies').count()).toBe(0);
    await voter.getByRole('button', { name: feedbackMessages.loadMore }).click();
    await item(voter, 'Export replies').waitFor();
    await expect.poll(() => voter.getByRole('article').count()).toBe(59);
    expect(await voter.getByRole('button', { name: feedbackMessages.loadMore }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
