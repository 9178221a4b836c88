import { ROLE_LABELS, type WorkspaceRole } from './roles';

/** What the workspaces' screens and answers say, word for word. */
export const workspaceMessages = {
  notFound: 'Workspace not found',
  nameRequired: 'Please enter a workspace name',
  nameTooLong: 'Workspace names are at most 60 characters',
  created: 'Workspace created',
  emailInvalid: 'Please enter a valid email address',
  roleInvalid: 'Role must be one of Admin, Member, Viewer',
  alreadyMember: 'This person is already a member of the workspace',
  seatsFull: (plan: string, seats: number) => `Your ${plan} plan allows ${seats} member${seats === 1 ? '' : 's'} in a workspace. Upgrade to invite more people.`,
  invited: (email: string) => `Invitation sent to ${email}`,
  invitationNotFound: 'This invitation link is not valid',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationUsed: 'This invitation has already been used',
  invitationRevoked: 'This invitation was revoked',
  invitationOtherEmail: (email: string) => `This invitation is for ${email}. Sign in with that email to accept it.`,
  invitationRevokedDone: 'Invitation revoked',
  joined: (name: string) => `You joined ${name}`,
  memberNotFound: 'Member not found',
  lastOwner: 'A workspace needs an owner: make another member Owner first',
  onlyOwnerMakesOwner: 'Only an owner can make or change an owner',
  roleChanged: 'Role changed',
  removed: 'Member removed',
  left: 'You left the workspace',
  personalCannotBeLeft: 'You cannot leave your own personal workspace',
  readOnlyKey: 'This API key is read-only: it can read but not change anything',
  keyHolderLeft: 'This API key no longer works: the person who made it is no longer a member of its workspace',
  forbidden: (role: WorkspaceRole) => `Your role in this workspace (${ROLE_LABELS[role]}) does not allow this`,
  /** The note atop a page whose changes need `needed` (the access table's role for them), to a person with `role` below it. */
  readOnlyNote: (role: WorkspaceRole, needed: WorkspaceRole) =>
    role === 'viewer'
      ? "You're a Viewer in this workspace: you can see everything but not change it. Ask an Admin for access."
      : needed === 'owner'
        ? `You're ${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role]} in this workspace: only its Owner can change the plan and billing. Ask the Owner if something needs changing.`
        : `You're a ${ROLE_LABELS[role]} in this workspace: only Admins and Owners can make changes here. Ask an Admin if something needs changing.`,
} as const;
