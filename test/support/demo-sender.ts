import { DEMO_SESSIONS } from '../../src/stand-ins/x';
import type { XSession } from '../../src/modules/x';

/** The first demo account of the X simulator: the connected account tests that send DMs use. */
export const SENDER = DEMO_SESSIONS[0]!;
export const session: XSession = { authToken: SENDER.authToken, ct0: SENDER.ct0, userId: SENDER.userId };
/** @coachcollective of the demo world: its followers are open to DMs, so they make the tests' leads. */
export const COACHES = '900000104';
