/** The X simulator: startable from code (tests, benchmarks, demo mode with X_SIMULATOR=1) and from the command line. */
export { DEMO_REPLY_PLAN, type DemoReplyPlan, demoReply, replyRateOf, wordingOf } from './demo-replies';
export { DEMO_ACCOUNTS, DEMO_NOTABLE_USERS, DEMO_SESSIONS, DEMO_TWEETS, type DemoSession, demoScrapeTargets } from './demo-world';
export type { SentDm } from './dm-ledger';
export type { SimFaults } from './faults';
export type { DmPolicy, NotableUser, SimUser } from './population';
export { Population } from './population';
export { DEFAULT_SIM_LIMITS, RATE_LIMIT_WINDOW_MS, type SimEndpoint } from './rate-limits';
export type { ResponseShape, TimelineLayout } from './responses';
export type { SimAccount, SimAccountInit } from './sim-accounts';
export { SimClock } from './sim-clock';
export { startXSimulator, type XSimulator, type XSimulatorOptions } from './simulator';
export { XSimulatorState } from './simulator-state';
export type { SimRequest, SimStats } from './traffic-log';
