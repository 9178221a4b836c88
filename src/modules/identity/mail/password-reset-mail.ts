import { escapeHtml, type Mail } from './mailer';

/** The password reset mail: one link, valid for an hour and usable once. */
export function passwordResetMail(to: string, url: string): Mail {
  return {
    to,
    subject: 'Reset your OutTwit password',
    text: [
      'Someone asked to reset the password of your OutTwit account.',
      '',
      `Set a new password here (the link works once, within one hour): ${url}`,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      '<p>Someone asked to reset the password of your OutTwit account.</p>',
      `<p><a href="${escapeHtml(url)}">Set a new password</a> (the link works once, within one hour).</p>`,
      '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}
