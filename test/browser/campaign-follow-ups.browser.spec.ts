import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow } from '../../src/modules/campaigns/contract';
import { freePort } from '../support/free-port';
import { appInBrowser } from './support/app-in-browser';
import { collectPageErrors, screenshotAtBothSizes } from './support/browser';
import { openDemoRecipients } from './support/demo-recipients';
import { apiCommand, apiGet, becomePro, connectAccount, demoSession, expectNoSidewaysScrollOnPhone, horizontalOverflow, signUp, uploadSource } from './support/flows';

// Demo mode with its simulated X, the runner's day shrunk to 4.3 s: a follow-up a day after the first message
// goes some seconds after it, while the demo recipients answer 3 to 7 seconds after a DM (X's time), so some
// leads write back before their follow-up and some after.
const env: Record<string, string> = { X_SIMULATOR: '1', RUNNER_DELAY_SCALE: '0.00005', RUNNER_PROGRESS_FLUSH_MS: '300', REPLY_POLL_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  env.X_SIMULATOR_PORT = String(await freePort());
});
const fixture = appInBrowser(env);

const LEADS = 12;
const SENDER = demoSession('outtwit_demo');
const FIRST = ['Hi [First Name], quick question about your coaching', '[First Name], I made a free guide for coaches, want it?'];
const FOLLOW_UP = 'Following up, [First Name]: worth a chat this week?';
/** The longest the runner may take between reading a conversation and sending the follow-up, on a busy machine. */
const READ_TO_SEND_MS = 2_000;

interface StepNumbers {
  sent: number;
  replied: number;
  skippedReplied: number;
}

/** A message in the simulator's record of X (both inboxes). */
interface XMessage {
  seq: number;
  /** X's time of the message (epoch milliseconds). */
  time: number;
  senderId: string;
  recipientId: string;
  text: string;
}

/**
 * What X's own record says each step should show: the DMs the account sent to each lead (first message, then the
 * follow-up), the leads who got no follow-up because they had written first, and each lead's first answer counted
 * for the last DM of ours before it.
 */
function expectedSteps(messages: readonly XMessage[], leads: readonly string[]): [StepNumbers, StepNumbers] {
  const [first, followUp]: [StepNumbers, StepNumbers] = [
    { sent: 0, replied: 0, skippedReplied: 0 },
    { sent: 0, replied: 0, skippedReplied: 0 },
  ];
  for (const lead of leads) {
    const thread = messages.filter((m) => (m.senderId === SENDER.userId && m.recipientId === lead) || (m.senderId === lead && m.recipientId === SENDER.userId));
    const ours = thread.filter((m) => m.senderId === SENDER.userId);
    const firstAnswer = thread.find((m) => m.senderId === lead);
    if (ours.length >= 1) first.sent += 1;
    if (ours.length === 2) followUp.sent += 1;
    if (ours.length === 1) followUp.skippedReplied += 1;
    if (firstAnswer) {
      const answeredFollowUp = ours.filter((m) => m.seq < firstAnswer.seq).length === 2;
      (answeredFollowUp ? followUp : first).replied += 1;
    }
  }
  return [first, followUp];
}

describe('a campaign with a follow-up in demo mode', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    page = await signUp(fixture.app, fixture.browser, `follow-ups-${Date.now()}@example.com`);
    errors = collectPageErrors(page);
    await becomePro(fixture.app, page);
  }, 60_000);

  it("shows each step's numbers as X's own record has them: the follow-up to every lead who had not written back, none to the others", async () => {
    const accountId = await connectAccount(fixture.app, page, SENDER);
    await apiCommand(fixture.app, page, 'PUT', `/accounts/${accountId}/sending-limits`, { daily_cap: 450, time_zone: 'UTC', warm_up: false });
    const recipients = openDemoRecipients(LEADS);
    const source = await uploadSource(fixture.app, page, 'Sequence leads', ['username', ...recipients.map((r) => r.username)].join('\n'));
    const first = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Opener', messages: FIRST });
    const bump = await apiCommand<{ id: string }>(fixture.app, page, 'POST', '/message-templates', { name: 'Bump', messages: [FOLLOW_UP] });
    const campaign = await apiCommand<CampaignRow>(fixture.app, page, 'POST', '/campaigns', {
      name: 'Sequence demo',
      lead_source_ids: [source],
      template_id: first.id,
      profile_id: accountId,
      daily_dm_limit: 450,
      follow_ups: [{ template_id: bump.id, wait_days: 1 }],
    });
    await apiCommand(fixture.app, page, 'POST', `/campaigns/${campaign.id}/start`);

    await page.goto(`${fixture.app.url}/dashboard/campaigns/${campaign.id}`);
    const detail = page.getByTestId('campaign-detail');
    await detail.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await apiGet<CampaignRow>(fixture.app, page, `/campaigns/${campaign.id}`)).status, { timeout: 60_000, interval: 500 }).toBe('completed');

    // X's record, once every answer the demo recipients give has arrived (they answer within 7 s of X's time).
    await fetch(`${fixture.app.config.X_API_BASE}/__sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 10_000 }) });
    const messages = (await (await fetch(`${fixture.app.config.X_API_BASE}/__sim/messages?user=${SENDER.userId}`)).json()) as XMessage[];
    const expected = expectedSteps(
      messages,
      recipients.map((r) => r.userId),
    );
    const [, followUp] = expected;
    expect(expected[0].sent).toBe(LEADS);
    expect(followUp.sent + followUp.skippedReplied).toBe(LEADS);
    // The sequence was tried both ways in this run: leads who wrote back first, and leads followed up.
    expect(followUp.sent).toBeGreaterThan(0);
    expect(followUp.skippedReplied).toBeGreaterThan(0);
    for (const message of messages.filter((m) => m.senderId === SENDER.userId)) {
      // Nobody who had written back was followed up: the conversation is read just before a follow-up, so an
      // answer can only have come in the moment between that read and the send (here, a test's 2 s of X's time).
      if (!message.text.startsWith('Following up')) continue;
      const answer = messages.find((m) => m.senderId === message.recipientId);
      if (answer) expect(answer.time, message.recipientId).toBeGreaterThan(message.time - READ_TO_SEND_MS);
    }

    // The page, never reloaded, shows the same numbers (the replies arrive with the reply poller, every second).
    const steps = page.getByRole('region', { name: 'Steps' }).getByTestId('step-row');
    const shown = async () => ({
      sent: await steps.getByTestId('step-sent').allTextContents(),
      replied: await steps.getByTestId('step-replied').allTextContents(),
      skipped: await steps.getByTestId('step-skipped').allTextContents(),
    });
    await expect
      .poll(shown, { timeout: 20_000 })
      .toEqual({
        sent: expected.map((step) => String(step.sent)),
        replied: expected.map((step) => String(step.replied)),
        skipped: ['Skipped 0', `Skipped Replied first ${followUp.skippedReplied}`],
      });
    expect(await steps.getByTestId('step-name').allTextContents()).toEqual(['First message', 'Follow-up 1 (after 1 day)']);
    // Leads, not DMs: the follow-ups went to leads already processed.
    expect(await page.getByTestId('campaign-detail-progress').textContent()).toBe(`${LEADS} of ${LEADS} leads processed`);
    // The delivery log: a row for every lead's first message and one for each follow-up sent (a lead whose reply the
    // poller recorded first has no follow-up row; one whose reply only the conversation showed has a skipped one).
    await expect.poll(() => page.locator('[data-testid="delivery-row"][data-step="0"]').count(), { timeout: 20_000 }).toBe(LEADS);
    expect(await page.locator('[data-testid="delivery-row"][data-step="1"]:not([data-status="skipped"])').count()).toBe(followUp.sent);

    await screenshotAtBothSizes(page, 'campaign-follow-ups', async (viewed) => {
      expect(await horizontalOverflow(viewed)).toBe(0);
    });
    await expectNoSidewaysScrollOnPhone(page);
    expect(errors).toEqual([]);
  }, 120_000);
});
