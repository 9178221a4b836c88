/** The simulated X accounts the product connects, and their sessions (auth_token and ct0 cookies). */

export interface SimAccountInit {
  userId: string;
  screenName: string;
  name?: string;
  verified?: boolean;
  followersCount?: number;
  authToken: string;
  ct0: string;
  bio?: string;
  location?: string;
  /** How long before the simulator started the X account was created, in days (default: the population's date). */
  ageDays?: number;
  /** People the account exchanged DMs with before (one conversation each, in its inbox from the start). */
  conversations?: number;
}

export interface SimAccount {
  userId: string;
  screenName: string;
  status: 'active' | 'locked' | 'suspended';
}

/** A session, found by its auth_token cookie. */
interface SimSession {
  ct0: string;
  userId: string;
  expired: boolean;
}

export class SimAccounts {
  private readonly sessions = new Map<string, SimSession>();
  private readonly accounts = new Map<string, SimAccount>();

  /** Adds an account, active, with a session for its cookies. */
  add(init: SimAccountInit): SimAccount {
    const account: SimAccount = { userId: init.userId, screenName: init.screenName, status: 'active' };
    this.accounts.set(init.userId, account);
    this.sessions.set(init.authToken, { ct0: init.ct0, userId: init.userId, expired: false });
    return account;
  }

  byId(userId: string): SimAccount | undefined {
    return this.accounts.get(userId);
  }

  /** By user id, else by screen name (any case, with or without @). */
  find(userIdOrScreenName: string): SimAccount | undefined {
    const direct = this.accounts.get(userIdOrScreenName);
    if (direct) return direct;
    const key = userIdOrScreenName.replace(/^@/, '').toLowerCase();
    return [...this.accounts.values()].find((a) => a.screenName.toLowerCase() === key);
  }

  mustFind(userIdOrScreenName: string): SimAccount {
    const account = this.find(userIdOrScreenName);
    if (!account) throw new Error(`No simulated account ${userIdOrScreenName}`);
    return account;
  }

  session(authToken: string): SimSession | undefined {
    return this.sessions.get(authToken);
  }

  /** Makes every session of an account stop working. */
  expireAll(userId: string): void {
    for (const session of this.sessions.values()) if (session.userId === userId) session.expired = true;
  }

  /** Makes every session of an account work again. */
  renewAll(userId: string): void {
    for (const session of this.sessions.values()) if (session.userId === userId) session.expired = false;
  }

  /** Makes an auth_token stop working. */
  expire(authToken: string): void {
    const session = this.sessions.get(authToken);
    if (session) session.expired = true;
  }
}
