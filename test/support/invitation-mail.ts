import type { TestApp } from './start-app';
import { until } from './until';

/** The workspace invitation link mailed to `email`, read from the development mailbox once the mail is there. */
export async function invitationLink(app: TestApp, email: string): Promise<string> {
  let link: string | undefined;
  await until(
    async () => {
      const mails = (await (await fetch(`${app.url}/api/dev/mailbox`)).json()) as Array<{ to: string; links: string[] }>;
      link = mails.find((mail) => mail.to === email)?.links.find((candidate) => candidate.includes('/dashboard/invitations/'));
      return link !== undefined;
    },
    true,
    20_000,
  );
  return link as string;
}

/** The token of that link, as POST /api/invitations/accept takes it. */
export const invitationToken = async (app: TestApp, email: string): Promise<string> => (await invitationLink(app, email)).split('/dashboard/invitations/')[1] as string;
