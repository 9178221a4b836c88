/**
 * The X gateway's public surface: the port other modules inject (X_GATEWAY, provided by XModule, which they
 * import), its typed errors, X's username rule, the pacer and X's API settings. The HTTP adapter stays inside:
 * modules depend on the port.
 */
export type {
  DirectMessage,
  InboxConversation,
  InboxPage,
  ProfileListKind,
  ProfilePage,
  RateLimitInfo,
  ReadConversationOptions,
  SendDirectMessageOptions,
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
export { isXUsername, readXLink, X_RESERVED_PATHS, X_USERNAME_MAX_LENGTH, X_USERNAME_PATTERN, type XLink, xUsernameSchema } from './username';
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
export { oneToOneConversationId, sessionKey } from './http/x-http-gateway';
export { cameAfter, compareXIds } from './message-order';
export { X_GATEWAY } from './tokens';
export { XModule } from './x.module';
