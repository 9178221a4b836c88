/**
 * The developers context's public surface: its contract and its events. The guard finds the person an API key
 * acts for through API_KEY_RESOLVER, which this module provides.
 */
export * from './contract';
export * from './api-keys/events';
export * from './webhooks/events';
export { verifyWebhookSignature, signWebhook, SIGNATURE_HEADER } from './webhooks/signature';
