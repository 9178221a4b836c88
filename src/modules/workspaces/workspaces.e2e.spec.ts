import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomePro } from '../../../test/support/become-pro';
import { buyPlan } from '../../../test/support/buy-plan';
import { type ApiAnswer, callApi } from '../../../test/support/api-call';
import { readyCampaign } from '../../../test/support/campaign-setup';
import { SENDER } from '../../../test/support/demo-sender';
import { freePort } from '../../../test/support/free-port';
import { startTestApp, type TestApp } from '../../../test/support/start-app';
import { invitationToken } from '../../../test/support/invitation-mail';
import { openLiveStream } from '../../../test/support/live-stream';
import { until } from '../../../test/support/until';
import { newEmail, signUp, type TestUser } from '../../../test/support/users';
import { PostgresEventStore } from '../../platform/event-store/postgres/postgres-event-store';
import { workspaceMessages } from './contract/messages';
import { routeAccess } from './contract/route-access';
import { roleAtLeast, WORKSPACE_ROLES, type WorkspaceRole } from './contract/roles';
import type { WorkspaceDetail, WorkspaceRow } from './contract/schemas';
import { WORKSPACE_COOKIE } from './access/current-workspace-cookie';
import { workspaceStreamId } from './workspace/events';

let app: TestApp;
let alice: TestUser;
let aliceId: string;

/** The app's event store, read directly. */
const eventStore = () => new PostgresEventStore({ pool: app.database.pool });
const call = (user: TestUser, path: string, method = 'GET', json?: unknown): Promise<ApiAnswer> => callApi(app, user, path, method, json);
/** The user in a browser whose current workspace is `workspaceId`. */
const inWorkspace = (user: TestUser, workspaceId: string): TestUser => {
  const others = user.cookie.split('; ').filter((part) => !part.startsWith(`${WORKSPACE_COOKIE}=`));
  return { ...user, cookie: [...others, `${WORKSPACE_COOKIE}=${workspaceId}`].join('; ') };
};


/** A new person invited with `role` into the personal workspace of `owner` (alice's by default), joined through the mailed link. */
async function joined(role: Exclude<WorkspaceRole, 'owner'>, owner = alice, workspaceId = aliceId): Promise<TestUser> {
  const person = await signUp(app, newEmail(`ws-${role}`));
  const invited = await call(owner, '/api/workspace/invitations', 'POST', { email: person.email.toUpperCase(), role });
  expect(invited, JSON.stringify(invited.body)).toMatchObject({ status: 201, body: { message: workspaceMessages.invited(person.email) } });
  const accepted = await call(person, '/api/invitations/accept', 'POST', { token: await invitationToken(app, person.email) });
  expect(accepted, JSON.stringify(accepted.body)).toMatchObject({ status: 200, body: { workspace: { id: workspaceId, role } } });
  return inWorkspace(person, workspaceId);
}

const personalWorkspaceOf = async (user: TestUser) => ((await call(user, '/api/workspaces')).body as unknown as WorkspaceRow[]).find((w) => w.personal)?.id as string;

beforeAll(async () => {
  // Demo mode: the owner's campaign sends from a simulated X account. Behind a proxy, so each test client's
  // address counts apart (the file signs more people up than one address may in a minute).
  app = await startTestApp({ X_SIMULATOR: '1', X_SIMULATOR_PORT: String(await freePort()), TRUST_PROXY: '1' });
  alice = await signUp(app, newEmail('ws-alice'));
  aliceId = (await call(alice, '/api/workspaces')).body[0]?.id as string;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('a personal workspace', () => {
  it("is every user's from the start, with what they make in it; its id is theirs", async () => {
    const list = (await call(alice, '/api/workspaces')).body as unknown as WorkspaceRow[];
    expect(list).toEqual([{ id: aliceId, name: 'Personal', personal: true, role: 'owner', current: true }]);
    expect((await call(alice, '/api/do-not-contact', 'POST', { input: '@kept_before' })).status).toBe(201);
    const detail = (await call(alice, '/api/workspace')).body as unknown as WorkspaceDetail;
    expect(detail).toMatchObject({ id: aliceId, personal: true, role: 'owner', seats: { plan: 'Free', allowed: 1, used: 1 } });
    expect(detail.members).toEqual([{ user_id: aliceId, email: alice.email.toLowerCase(), role: 'owner', joined_at: null, you: true }]);
    // On the Free plan, one seat: its owner's.
    expect(await call(alice, '/api/workspace/invitations', 'POST', { email: 'someone@example.com', role: 'member' })).toMatchObject({
      status: 409,
      body: { message: workspaceMessages.seatsFull('Free', 1) },
    });
  });
});

describe('a second workspace', () => {
  it('has a plan of its own: bought there, it leaves the personal workspace on Free, and its Stripe customer is its own', async () => {
    const quinn = await signUp(app, newEmail('ws-quinn'));
    const quinnId = await personalWorkspaceOf(quinn);
    const created = await call(quinn, '/api/workspaces', 'POST', { name: 'Quinn Agency' });
    expect(created).toMatchObject({ status: 201, body: { message: workspaceMessages.created, workspace: { name: 'Quinn Agency', role: 'owner' } } });
    const agencyId = created.body.workspace.id as string;
    expect(agencyId).not.toBe(quinnId);
    const inAgency = inWorkspace(quinn, agencyId);
    await buyPlan(app, inAgency, { plan_type: 'pro', allowed_accounts: 3 });
    expect((await call(inAgency, '/api/plan')).body).toMatchObject({ plan: 'pro', allowed_accounts: 3 });
    expect((await call(inAgency, '/api/workspace')).body).toMatchObject({ id: agencyId, seats: { plan: 'Pro', allowed: 10, used: 1 } });
    // The personal workspace is untouched.
    expect((await call(quinn, '/api/plan')).body).toMatchObject({ plan: 'free' });
    expect((await call(quinn, '/api/workspace')).body).toMatchObject({ id: quinnId, seats: { allowed: 1 } });
    // Stripe knows the agency as the customer (its reference is the workspace), the person as the payer's email.
    const customers = await app.database.db.selectFrom('stripe_customers').selectAll().where('user_id', 'in', [quinnId, agencyId]).execute();
    expect(customers.map((customer) => customer.user_id)).toEqual([agencyId]);
  });
});

describe("a workspace's plan history", () => {
  it('names the co-owner who scheduled a downgrade; Stripe\'s and sign-up\'s changes name nobody', async () => {
    const olga = await signUp(app, newEmail('ws-olga'));
    const olgaId = await personalWorkspaceOf(olga);
    await buyPlan(app, olga, { plan_type: 'basic' });
    const pavel = await joined('admin', olga, olgaId);
    const pavelId = await personalWorkspaceOf(pavel);
    // Billing is the owners': the admin may not, the co-owner may.
    expect(await call(pavel, '/api/billing/schedule-downgrade', 'POST', { downgrade_to: 'free' })).toMatchObject({ status: 403 });
    expect(await call(olga, `/api/workspace/members/${pavelId}`, 'PATCH', { role: 'owner' })).toMatchObject({ status: 200 });
    expect(await call(pavel, '/api/billing/schedule-downgrade', 'POST', { downgrade_to: 'free' })).toMatchObject({ status: 200 });
    const history = (await call(olga, '/api/billing/history')).body as unknown as Array<{ by: string; by_email: string | null }>;
    expect(history[0]).toMatchObject({ by: 'user', by_email: pavel.email.toLowerCase() });
    expect(history.filter((row) => !['user', 'checkout'].includes(row.by)).every((row) => row.by_email === null)).toBe(true);
  });
});

describe('people in a workspace', () => {
  let bob: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    await becomePro(app, alice);
    bob = await joined('member');
    carol = await joined('viewer');
  }, 60_000);

  it('see its resources and change them by role; every change records who made it', async () => {
    const listed = (await call(bob, '/api/do-not-contact')).body as unknown as Array<{ username: string }>;
    expect(listed.map((row) => row.username)).toContain('kept_before');
    expect(await call(bob, '/api/do-not-contact', 'POST', { input: '@added_by_bob' })).toMatchObject({ status: 201 });
    expect(((await call(alice, '/api/do-not-contact')).body as unknown as Array<{ username: string }>).map((row) => row.username)).toContain('added_by_bob');
    // The Viewer reads and changes nothing, told why.
    expect(((await call(carol, '/api/do-not-contact')).body as unknown as unknown[]).length).toBe(2);
    expect(await call(carol, '/api/do-not-contact', 'POST', { input: '@viewer_try' })).toMatchObject({
      status: 403,
      body: { message: workspaceMessages.forbidden('viewer') },
    });
    // The event is the workspace's, its actor bob.
    const events = await eventStore().readStream(`dnc-${aliceId}`);
    const added = events.find((event) => JSON.stringify(event.data).includes('added_by_bob'));
    expect(added?.metadata.userId).not.toBe(aliceId);
    expect(added?.metadata.userId).toBe(await personalWorkspaceOf(bob));
    // The workspace's people as everyone sees them; the invitations recorded with no token.
    const detail = (await call(carol, '/api/workspace')).body as unknown as WorkspaceDetail;
    expect(detail.members.map((member) => member.role)).toEqual(['owner', 'member', 'viewer']);
    expect(detail.seats).toMatchObject({ plan: 'Pro', allowed: 10, used: 3 });
    const stream = await eventStore().readStream(workspaceStreamId(aliceId));
    expect(stream.map((event) => event.type).slice(0, 3)).toEqual(['WorkspaceCreated', 'MemberInvited', 'InvitationAccepted']);
    expect(JSON.stringify(stream.map((event) => event.data))).not.toContain(await invitationToken(app, bob.email));
  });

  it("work on the owner's campaign by role, and its History names who did what", async () => {
    const campaign = await readyCampaign(app, alice, { name: 'Team campaign', usernames: ['lead_one', 'lead_two'], sender: SENDER, messages: ['Hi [First Name]'], dailyLimit: 50 });
    // The Member renames it; the Viewer may not.
    expect(await call(bob, `/api/campaigns/${campaign.id}/rename`, 'POST', { name: 'Renamed by the member' })).toMatchObject({ status: 200 });
    expect(await call(carol, `/api/campaigns/${campaign.id}/rename`, 'POST', { name: 'Viewer try' })).toMatchObject({
      status: 403,
      body: { message: workspaceMessages.forbidden('viewer') },
    });
    const history = (await call(carol, `/api/campaigns/${campaign.id}/history`)).body as unknown as Array<{ what: string; by: string; by_email: string | null }>;
    expect(history.map((row) => [row.what, row.by_email])).toEqual([
      ['Created', alice.email.toLowerCase()],
      ['Renamed', bob.email.toLowerCase()],
    ]);
  });

  it('refuse an invitation link used twice, revoked, unknown, or for another email', async () => {
    const used = await invitationToken(app, bob.email);
    expect(await call(bob, '/api/invitations/accept', 'POST', { token: used })).toMatchObject({ status: 410, body: { message: workspaceMessages.invitationUsed } });
    const dave = await signUp(app, newEmail('ws-dave'));
    const invited = await call(alice, '/api/workspace/invitations', 'POST', { email: dave.email, role: 'member' });
    expect(invited.status).toBe(201);
    const daveToken = await invitationToken(app, dave.email);
    expect(await call(bob, '/api/invitations/accept', 'POST', { token: daveToken })).toMatchObject({
      status: 403,
      body: { message: workspaceMessages.invitationOtherEmail(dave.email.toLowerCase()) },
    });
    expect((await call(dave, `/api/invitations/${daveToken}`)).body).toMatchObject({ workspace_name: `${alice.email.toLowerCase()}'s workspace`, role: 'member', status: 'pending' });
    const pending = ((await call(alice, '/api/workspace')).body as unknown as WorkspaceDetail).invitations.find((invitation) => invitation.email === dave.email.toLowerCase());
    expect(await call(alice, `/api/workspace/invitations/${pending?.id}`, 'DELETE')).toMatchObject({ status: 200 });
    expect(await call(dave, '/api/invitations/accept', 'POST', { token: daveToken })).toMatchObject({ status: 410, body: { message: workspaceMessages.invitationRevoked } });
    expect(await call(dave, '/api/invitations/accept', 'POST', { token: 'not-a-token' })).toMatchObject({ status: 404, body: { message: workspaceMessages.invitationNotFound } });
    // Bad input: a clear message, nothing recorded.
    expect(await call(alice, '/api/workspace/invitations', 'POST', { email: 'not an email', role: 'member' })).toMatchObject({
      status: 400,
      body: { message: workspaceMessages.emailInvalid },
    });
    expect(await call(alice, '/api/workspace/invitations', 'POST', { email: 'x@example.com', role: 'boss' })).toMatchObject({
      status: 400,
      body: { message: workspaceMessages.roleInvalid },
    });
    expect(await call(alice, '/api/workspace/invitations', 'POST', { email: bob.email, role: 'member' })).toMatchObject({ status: 409, body: { message: workspaceMessages.alreadyMember } });
  });

  it('keep every other workspace private: its ids answer as missing ones, a browser pointed at it stays in its own', async () => {
    const eve = await signUp(app, newEmail('ws-eve'));
    const template = await call(alice, '/api/message-templates', 'POST', { name: 'Team template', messages: ['Hi [First Name]'] });
    expect(template.status).toBe(201);
    const pointed = inWorkspace(eve, aliceId);
    expect((await call(pointed, `/api/message-templates/${template.body.id}`)).status).toBe(404);
    expect((await call(pointed, '/api/message-templates')).body).toEqual([]);
    expect((await call(pointed, '/api/do-not-contact')).body).toEqual([]);
    expect(await call(eve, `/api/workspaces/${aliceId}/switch`, 'POST')).toMatchObject({ status: 404, body: { message: workspaceMessages.notFound } });
    // Bob (a Member) sees the team's template; in his own workspace, none of it.
    expect((await call(bob, `/api/message-templates/${template.body.id}`)).status).toBe(200);
    const bobPersonal = await personalWorkspaceOf(bob);
    expect((await call(inWorkspace(bob, bobPersonal), `/api/message-templates/${template.body.id}`)).status).toBe(404);
  });

  it('lets an Admin change roles (owners stay the owners\' business) and remove members, who lose access at their next request', async () => {
    const erin = await joined('admin');
    const frank = await joined('member');
    const frankId = await personalWorkspaceOf(frank);
    expect(await call(erin, `/api/workspace/members/${frankId}`, 'PATCH', { role: 'viewer' })).toMatchObject({ status: 200, body: { message: workspaceMessages.roleChanged } });
    expect(await call(frank, '/api/do-not-contact', 'POST', { input: '@frank_try' })).toMatchObject({ status: 403 });
    expect(await call(erin, `/api/workspace/members/${aliceId}`, 'PATCH', { role: 'member' })).toMatchObject({ status: 403, body: { message: workspaceMessages.onlyOwnerMakesOwner } });
    expect(await call(alice, `/api/workspace/members/${aliceId}`, 'PATCH', { role: 'admin' })).toMatchObject({ status: 409, body: { message: workspaceMessages.lastOwner } });
    expect(await call(carol, `/api/workspace/members/${frankId}`, 'DELETE')).toMatchObject({ status: 403 });
    const franksStream = await openLiveStream(app, frank);
    const colleaguesStream = await openLiveStream(app, erin);
    expect(await call(erin, `/api/workspace/members/${frankId}`, 'DELETE')).toMatchObject({ status: 200, body: { message: workspaceMessages.removed } });
    // His open live stream closes as his membership ends (not at the minute's session check), told nothing more;
    // a colleague's stays open and hears of the change.
    await until(async () => franksStream.ended(), true, 5_000);
    expect(franksStream.changes().filter((change) => change.resource === 'workspace')).toEqual([]);
    await until(async () => colleaguesStream.changes().some((change) => change.resource === 'workspace'), true, 5_000);
    expect(colleaguesStream.ended()).toBe(false);
    await colleaguesStream.close();
    // Frank's next request is in his own workspace: none of the team's list.
    expect((await call(frank, '/api/do-not-contact')).body).toEqual([]);
    expect(((await call(frank, '/api/workspaces')).body as unknown as WorkspaceRow[]).map((w) => w.id)).toEqual([frankId]);
    // Anyone may leave; the owner of a personal workspace may not leave it.
    expect(await call(erin, '/api/workspace/leave', 'POST')).toMatchObject({ status: 200, body: { message: workspaceMessages.left } });
    expect(await call(alice, '/api/workspace/leave', 'POST')).toMatchObject({ status: 409, body: { message: workspaceMessages.personalCannotBeLeft } });
  });

  it('holds the seats under 50 invitations at once: each answered 201 or refused with a message, none 500', async () => {
    const owner = await signUp(app, newEmail('ws-rush'));
    await becomePro(app, owner);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(owner, '/api/workspace/invitations', 'POST', { email: `rush-${i}@example.com`, role: 'member' })));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const sent = answers.filter((answer) => answer.status === 201).length;
    // Pro: 10 seats, the owner's one of them.
    expect(sent).toBe(9);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.message === workspaceMessages.seatsFull('Pro', 10))).toBe(true);
    const detail = (await call(owner, '/api/workspace')).body as unknown as WorkspaceDetail;
    expect(detail.invitations).toHaveLength(9);
    expect(detail.seats).toMatchObject({ allowed: 10, used: 10 });
  });

  it('gives each role exactly its access on every route of the API', async () => {
    const admin = await joined('admin');
    const byRole: Record<WorkspaceRole, TestUser> = { owner: alice, admin, member: bob, viewer: carol };
    const document = (await (await fetch(`${app.url}/api/docs-json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })));
    expect(routes.length).toBeGreaterThan(80);
    let checked = 0;
    for (const { method, path } of routes) {
      // The stream never ends and leaving is tested above: neither is called here.
      if (path === '/api/live' || path === '/api/workspace/leave') continue;
      const template = path.replace(/\{(\w+)\}/g, ':$1');
      const access = routeAccess(method, template);
      const concrete = path.replace(/\{\w+\}/g, 'no-such-id');
      for (const role of WORKSPACE_ROLES) {
        const answer = await as(byRole[role], method, concrete);
        const refusedForRole = answer.status === 403 && answer.code === 'forbidden_role';
        const allowed = access.kind !== 'workspace' || roleAtLeast(role, access.role);
        expect(refusedForRole, `${role} ${method} ${path}: ${answer.status} ${answer.code}`).toBe(!allowed);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

/** One request with an empty JSON body where one is expected: its status and error code. */
async function as(user: TestUser, method: string, path: string): Promise<{ status: number; code: string | null }> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { origin: app.url, cookie: user.cookie, ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  });
  const text = await response.text();
  let code: string | null = null;
  try {
    code = (JSON.parse(text) as { code?: string }).code ?? null;
  } catch {
    code = null;
  }
  return { status: response.status, code };
}
