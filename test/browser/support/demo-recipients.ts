import { DEMO_NOTABLE_USERS, Population } from '../../../src/stand-ins/x';

export interface DemoRecipient {
  userId: string;
  username: string;
  name: string;
}

/**
 * The first `count` people of the simulator's deterministic world (the same seed as the app's) who accept DMs
 * from anyone, in the world's order; usernames lowercased.
 */
export function openDemoRecipients(count: number): DemoRecipient[] {
  const population = new Population({ notable: DEMO_NOTABLE_USERS });
  const found: DemoRecipient[] = [];
  for (let n = 0; found.length < count; n++) {
    const user = population.userById(String(1_000_000_000 + n * 7919));
    if (user && user.dmPolicy === 'open' && !user.protected) found.push({ userId: user.userId, username: user.screenName.toLowerCase(), name: user.name });
  }
  return found;
}
