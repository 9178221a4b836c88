/** The DI token of the X gateway (an XGateway): other modules inject the port, never the HTTP adapter. */
export const X_GATEWAY = Symbol('XGateway');
