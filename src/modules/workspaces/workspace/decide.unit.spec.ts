import { describe, expect, it } from 'vitest';
import { fold } from '../../../platform/commands/decider';
import { DomainError } from '../../../platform/http/domain-error';
import { workspaceMessages } from '../contract/messages';
import { type WorkspaceCommand, workspaceDecider } from './decide';
import type { WorkspaceEvent } from './events';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const LATER = new Date(NOW + 7 * 86_400_000).toISOString();
const ana = { userId: 'ana', role: 'owner' as const };
const seats = { plan: 'Pro', allowed: 10 };

const created: WorkspaceEvent = { type: 'WorkspaceCreated', data: { workspaceId: 'w1', name: 'Acme', ownerId: 'ana', ownerEmail: 'ana@example.com', personal: false } };
const invited = (email: string, role: 'admin' | 'member' | 'viewer' = 'member', id = `i-${email}`, expiresAt = LATER): WorkspaceEvent => ({
  type: 'MemberInvited',
  data: { workspaceId: 'w1', invitationId: id, email, role, tokenHash: `hash-${email}`, expiresAt, invitedBy: 'ana' },
});
const joined = (userId: string, email: string, role: 'owner' | 'admin' | 'member' | 'viewer' = 'member'): WorkspaceEvent => ({
  type: 'InvitationAccepted',
  data: { workspaceId: 'w1', invitationId: `i-${email}`, userId, email, role },
});

const given = (...events: WorkspaceEvent[]) => ({
  when: (command: WorkspaceCommand) => workspaceDecider.decide(command, fold(workspaceDecider, events)),
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, code: error.code, status: error.status };
    throw error;
  }
  throw new Error('not refused');
};
const invite = (email: string, over: Partial<Extract<WorkspaceCommand, { type: 'InviteMember' }>> = {}): WorkspaceCommand => ({
  type: 'InviteMember',
  workspaceId: 'w1',
  actor: ana,
  email,
  role: 'member',
  invitationId: `i-${email}`,
  tokenHash: `hash-${email}`,
  nowMs: NOW,
  expiresAt: LATER,
  seats,
  ...over,
});
const accept = (email: string, userId: string, over: Partial<Extract<WorkspaceCommand, { type: 'AcceptInvitation' }>> = {}): WorkspaceCommand => ({
  type: 'AcceptInvitation',
  workspaceId: 'w1',
  tokenHash: `hash-${email}`,
  userId,
  email,
  nowMs: NOW,
  seats,
  ...over,
});

describe('a personal workspace', () => {
  it('given no stream yet, when its owner invites someone, then it is created first (its id is the user id) and the invitation follows', () => {
    const events = given().when(invite('bo@example.com', { workspaceId: 'ana', personal: { ownerId: 'ana', ownerEmail: 'Ana@Example.com' } }));
    expect(events.map((event) => event.type)).toEqual(['WorkspaceCreated', 'MemberInvited']);
    expect(events[0]?.data).toEqual({ workspaceId: 'ana', name: 'Personal', ownerId: 'ana', ownerEmail: 'Ana@Example.com', personal: true });
  });

  it('given no stream and a refused change, then nothing is recorded, its creation neither', () => {
    expect(refusal(() => given().when({ type: 'RevokeInvitation', workspaceId: 'ana', invitationId: 'x', personal: { ownerId: 'ana', ownerEmail: 'a@x.com' } }))).toMatchObject({
      status: 404,
    });
  });

  it('cannot be left by its owner', () => {
    const personal: WorkspaceEvent = { type: 'WorkspaceCreated', data: { workspaceId: 'ana', name: 'Personal', ownerId: 'ana', ownerEmail: 'ana@example.com', personal: true } };
    expect(refusal(() => given(personal).when({ type: 'RemoveMember', workspaceId: 'ana', actor: ana, userId: 'ana' }))).toMatchObject({
      message: workspaceMessages.personalCannotBeLeft,
    });
  });
});

describe('invitations', () => {
  it('given a workspace, when an admin invites an email, then it is pending with its hash, the email lower-cased', () => {
    expect(given(created).when(invite('Bo@Example.com'))).toEqual([
      { type: 'MemberInvited', data: expect.objectContaining({ email: 'bo@example.com', role: 'member', tokenHash: 'hash-Bo@Example.com', invitedBy: 'ana' }) },
    ]);
  });

  it('given a pending invitation, when its email is invited again, then a new link replaces it, within the same seat', () => {
    const one = { plan: 'Free', allowed: 2 };
    expect(given(created, invited('bo@example.com', 'member', 'i-bo')).when(invite('Bo@example.com', { role: 'viewer', seats: one }))).toEqual([
      { type: 'InvitationRevoked', data: { workspaceId: 'w1', invitationId: 'i-bo' } },
      { type: 'MemberInvited', data: expect.objectContaining({ email: 'bo@example.com', role: 'viewer', tokenHash: 'hash-Bo@example.com' }) },
    ]);
  });

  it('refuses a member again and an owner invited by a non-owner', () => {
    expect(refusal(() => given(created).when(invite('ana@example.com')))).toMatchObject({ message: workspaceMessages.alreadyMember, status: 409 });
    expect(refusal(() => given(created).when(invite('bo@example.com', { role: 'owner', actor: { userId: 'cy', role: 'admin' } })))).toMatchObject({
      status: 403,
    });
  });

  it('counts members and pending invitations against the seats; an expired invitation frees its seat', () => {
    const three = { plan: 'Basic', allowed: 3 };
    const full = given(created, invited('bo@example.com'), invited('cy@example.com'));
    expect(refusal(() => full.when(invite('di@example.com', { seats: three })))).toMatchObject({ message: workspaceMessages.seatsFull('Basic', 3), status: 409 });
    const expired = given(created, invited('bo@example.com'), invited('cy@example.com', 'member', 'i-cy', new Date(NOW - 1).toISOString()));
    expect(expired.when(invite('di@example.com', { seats: three }))).toHaveLength(1);
  });

  it('given a pending invitation, when its email accepts, then the person joins with its role; once only', () => {
    const events = given(created, invited('bo@example.com', 'viewer')).when(accept('BO@example.com', 'bo', { tokenHash: 'hash-bo@example.com' }));
    expect(events).toEqual([
      { type: 'InvitationAccepted', data: { workspaceId: 'w1', invitationId: 'i-bo@example.com', userId: 'bo', email: 'bo@example.com', role: 'viewer' } },
    ]);
    expect(refusal(() => given(created, invited('bo@example.com'), joined('bo', 'bo@example.com')).when(accept('bo@example.com', 'bo')))).toMatchObject({
      message: workspaceMessages.invitationUsed,
      status: 410,
    });
  });

  it('refuses an expired, a revoked, an unknown invitation, another email, and a workspace at its seats', () => {
    const old = invited('bo@example.com', 'member', 'i-bo@example.com', new Date(NOW).toISOString());
    expect(refusal(() => given(created, old).when(accept('bo@example.com', 'bo')))).toMatchObject({ message: workspaceMessages.invitationExpired, status: 410 });
    const revoked: WorkspaceEvent = { type: 'InvitationRevoked', data: { workspaceId: 'w1', invitationId: 'i-bo@example.com' } };
    expect(refusal(() => given(created, invited('bo@example.com'), revoked).when(accept('bo@example.com', 'bo')))).toMatchObject({
      message: workspaceMessages.invitationRevoked,
    });
    expect(refusal(() => given(created).when(accept('bo@example.com', 'bo')))).toMatchObject({ message: workspaceMessages.invitationNotFound, status: 404 });
    expect(refusal(() => given(created, invited('bo@example.com')).when(accept('eve@example.com', 'eve', { tokenHash: 'hash-bo@example.com' })))).toMatchObject({
      message: workspaceMessages.invitationOtherEmail('bo@example.com'),
      status: 403,
    });
    expect(refusal(() => given(created, invited('bo@example.com')).when(accept('bo@example.com', 'bo', { seats: { plan: 'Free', allowed: 1 } })))).toMatchObject({
      message: workspaceMessages.seatsFull('Free', 1),
    });
  });

  it('revokes a pending invitation, and only a pending one', () => {
    expect(given(created, invited('bo@example.com')).when({ type: 'RevokeInvitation', workspaceId: 'w1', invitationId: 'i-bo@example.com' })).toHaveLength(1);
    expect(refusal(() => given(created).when({ type: 'RevokeInvitation', workspaceId: 'w1', invitationId: 'nope' }))).toMatchObject({ status: 404 });
  });
});

describe('roles and members', () => {
  const team = [created, invited('bo@example.com'), joined('bo', 'bo@example.com', 'admin'), invited('cy@example.com'), joined('cy', 'cy@example.com')];
  const bo = { userId: 'bo', role: 'admin' as const };

  it('given an admin, when they change a member to viewer, then the change says from and to', () => {
    expect(given(...team).when({ type: 'ChangeRole', workspaceId: 'w1', actor: bo, userId: 'cy', role: 'viewer' })).toEqual([
      { type: 'MemberRoleChanged', data: { workspaceId: 'w1', userId: 'cy', from: 'member', to: 'viewer' } },
    ]);
  });

  it('keeps owners to owners, and never leaves a workspace without one', () => {
    expect(refusal(() => given(...team).when({ type: 'ChangeRole', workspaceId: 'w1', actor: bo, userId: 'cy', role: 'owner' }))).toMatchObject({ status: 403 });
    expect(refusal(() => given(...team).when({ type: 'ChangeRole', workspaceId: 'w1', actor: bo, userId: 'ana', role: 'member' }))).toMatchObject({ status: 403 });
    expect(refusal(() => given(...team).when({ type: 'ChangeRole', workspaceId: 'w1', actor: ana, userId: 'ana', role: 'admin' }))).toMatchObject({
      message: workspaceMessages.lastOwner,
    });
    expect(refusal(() => given(...team).when({ type: 'RemoveMember', workspaceId: 'w1', actor: ana, userId: 'ana' }))).toMatchObject({ message: workspaceMessages.lastOwner });
    // With a second owner, the first may step down.
    const twoOwners = [...team, { type: 'MemberRoleChanged', data: { workspaceId: 'w1', userId: 'bo', from: 'admin', to: 'owner' } } as WorkspaceEvent];
    expect(given(...twoOwners).when({ type: 'ChangeRole', workspaceId: 'w1', actor: ana, userId: 'ana', role: 'admin' })).toHaveLength(1);
  });

  it('lets anyone leave, admins remove members, and nobody else remove anyone', () => {
    const cy = { userId: 'cy', role: 'member' as const };
    expect(given(...team).when({ type: 'RemoveMember', workspaceId: 'w1', actor: cy, userId: 'cy' })).toEqual([
      { type: 'MemberRemoved', data: { workspaceId: 'w1', userId: 'cy', left: true } },
    ]);
    expect(given(...team).when({ type: 'RemoveMember', workspaceId: 'w1', actor: bo, userId: 'cy' })).toEqual([
      { type: 'MemberRemoved', data: { workspaceId: 'w1', userId: 'cy', left: false } },
    ]);
    expect(refusal(() => given(...team).when({ type: 'RemoveMember', workspaceId: 'w1', actor: cy, userId: 'bo' }))).toMatchObject({ status: 403 });
    expect(refusal(() => given(...team).when({ type: 'RemoveMember', workspaceId: 'w1', actor: bo, userId: 'ana' }))).toMatchObject({ status: 403 });
    expect(refusal(() => given(...team).when({ type: 'RemoveMember', workspaceId: 'w1', actor: bo, userId: 'zed' }))).toMatchObject({ status: 404 });
  });
});
