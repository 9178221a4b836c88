import { expect } from 'vitest';
import { callApi } from './api-call';
import type { TestApp } from './start-app';
import { as, type TestUser } from './users';

export interface ReadyCampaign {
  id: string;
  userId: string;
  accountId: string;
}

/**
 * A ready campaign as a user makes one through the API: a CSV source of `usernames`, the X account of `sender`
 * connected, a template of `messages`, and the campaign over them (skipping the already messaged and Do Not
 * Contact). Not started.
 */
export async function readyCampaign(
  app: TestApp,
  user: TestUser,
  options: { name: string; usernames: string[]; sender: { authToken: string; ct0: string }; messages: string[]; dailyLimit: number },
): Promise<ReadyCampaign> {
  const call = (path: string, method?: string, json?: unknown) => callApi(app, user, path, method, json);
  const form = new FormData();
  form.set('name', `${options.name} leads`);
  form.set('file', new Blob([`username\n${options.usernames.join('\n')}\n`], { type: 'text/csv' }), 'leads.csv');
  const uploaded = await as(app, user)('/api/lead-sources/upload', { method: 'POST', body: form });
  const source = (await uploaded.json()) as { id: string };
  expect(uploaded.status, JSON.stringify(source)).toBe(201);
  const account = await call('/api/accounts', 'POST', { auth_token: options.sender.authToken, ct0_token: options.sender.ct0 });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const template = await call('/api/message-templates', 'POST', { name: `${options.name} template`, messages: options.messages });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  const created = await call('/api/campaigns', 'POST', {
    name: options.name,
    lead_source_ids: [source.id],
    template_id: template.body.id,
    profile_id: account.body.account.id,
    daily_dm_limit: options.dailyLimit,
    skip_already_dmd: true,
    use_do_not_contact_list: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id, userId: created.body.user_id, accountId: account.body.account.id };
}
