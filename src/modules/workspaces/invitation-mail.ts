import { escapeHtml, type Mail } from '../identity';
import { ROLE_LABELS, type WorkspaceRole } from './contract/roles';
import { INVITATION_DAYS } from './contract/schemas';

/** The invitation mail: who invites, to which workspace, with which role; one link, valid for 7 days, usable once. */
export function invitationMail(to: string, invitation: { workspace: string; inviter: string; role: WorkspaceRole; url: string }): Mail {
  const role = ROLE_LABELS[invitation.role];
  return {
    to,
    subject: `${invitation.inviter} invited you to ${invitation.workspace} on OutTwit`,
    text: [
      `${invitation.inviter} invited you to the workspace ${invitation.workspace} on OutTwit, as ${role}.`,
      '',
      `Join it here (the link works once, within ${INVITATION_DAYS} days; sign up with this email first if you have no account): ${invitation.url}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(invitation.inviter)} invited you to the workspace <strong>${escapeHtml(invitation.workspace)}</strong> on OutTwit, as ${role}.</p>`,
      `<p><a href="${escapeHtml(invitation.url)}">Join ${escapeHtml(invitation.workspace)}</a> (the link works once, within ${INVITATION_DAYS} days; sign up with this email first if you have no account).</p>`,
    ].join('\n'),
  };
}
