import { DEMO_SESSIONS } from '../../src/stand-ins/x';
import type { XGateway, XSession } from '../../src/modules/x';

/** The first demo account of the X simulator: the connected account tests that send DMs use. */
export const SENDER = DEMO_SESSIONS[0]!;
export const session: XSession = { authToken: SENDER.authToken, ct0: SENDER.ct0, userId: SENDER.userId };
/** @coachcollective of the demo world: its followers are open to DMs, so they make the tests' leads. */
export const COACHES = '900000104';

/** The first `count` of @coachcollective's followers who accept DMs from anyone and are not protected: a test's leads. */
export async function openCoachFollowers(gateway: Pick<XGateway, 'listFollowers'>, count: number): Promise<string[]> {
  const usernames: string[] = [];
  for (let cursor: string | null = null; usernames.length < count; ) {
    const page = await gateway.listFollowers(session, COACHES, cursor);
    usernames.push(...page.profiles.filter((p) => p.canDm && !p.protected).map((p) => p.username));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return usernames.slice(0, count);
}
