import type { ActiveSession } from '../../accounts';

const SESSION_TTL_MS = 30_000;

/**
 * The users' usable X sessions, read from the accounts context at most every half minute per user: a step runs
 * for every send, and a session that stops working is caught by the send itself (X answers, the account pauses).
 */
export class SessionCache {
  private readonly cache = new Map<string, { at: number; sessions: ActiveSession[] }>();

  constructor(private readonly sessions: { activeSessions(userId: string): Promise<ActiveSession[]> }) {}

  /** The session of the user's connected account, or null when it has none that works. */
  async of(userId: string, accountId: string): Promise<ActiveSession | null> {
    const cached = this.cache.get(userId);
    let sessions = cached && Date.now() - cached.at < SESSION_TTL_MS ? cached.sessions : null;
    if (!sessions) {
      sessions = await this.sessions.activeSessions(userId);
      this.cache.set(userId, { at: Date.now(), sessions });
    }
    return sessions.find((session) => session.accountId === accountId) ?? null;
  }
}
