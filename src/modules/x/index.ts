/** The X gateway: the port other modules use, its typed errors, the pacer, and the HTTP adapter. */
export type {
  DirectMessage,
  InboxConversation,
  InboxPage,
  ProfileListKind,
  ProfilePage,
  RateLimitInfo,
  SentDirectMessage,
  XGateway,
  XProfile,
  XProxy,
  XProxyType,
  XSession,
  XViewer,
} from './x-gateway.port';
export {
  AccountLocked,
  AccountSuspended,
  BlockedByHtmlPage,
  CannotMessageUser,
  EndpointChanged,
  isXGatewayError,
  LooksAutomated,
  ProxyFailure,
  RateLimited,
  SessionExpired,
  TransientNetworkFailure,
  UnexpectedResponse,
  UserNotFound,
  VerifiedSendersOnly,
  type XErrorAction,
  type XErrorKind,
  XGatewayError,
} from './x-errors';
export { type PacerClock, RateLimitPacer, type RateLimitPacerOptions } from './rate-limit-pacer';
export {
  DEFAULT_GRAPHQL_FEATURES,
  DEFAULT_GRAPHQL_QUERY_IDS,
  defaultXApiSettings,
  GRAPHQL_OPERATIONS,
  type GraphqlOperation,
  loadXApiSettings,
  X_WEB_BEARER_TOKEN,
  type XApiSettings,
  XApiSettingsError,
} from './http/x-api-settings';
export { oneToOneConversationId, sessionKey, XHttpGateway, type XHttpGatewayOptions } from './http/x-http-gateway';
