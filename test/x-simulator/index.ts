/** The X simulator: startable from code (tests, benchmarks, demo mode with X_SIMULATOR=1) and from the command line. */
export type { DmPolicy, NotableUser, SimUser } from './population';
export { Population } from './population';
export type { ResponseShape } from './responses';
export { SimClock } from './sim-clock';
export { DEMO_ACCOUNTS, DEMO_NOTABLE_USERS, DEMO_SESSIONS, DEMO_TWEETS, type DemoSession } from './demo-world';
export {
  DEFAULT_SIM_LIMITS,
  RATE_LIMIT_WINDOW_MS,
  type SentDm,
  type SimAccount,
  type SimAccountInit,
  type SimEndpoint,
  type SimFaults,
  type SimRequest,
  type SimStats,
  startXSimulator,
  type XSimulator,
  type XSimulatorOptions,
  XSimulatorState,
} from './simulator';
