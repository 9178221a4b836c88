import type { Event } from '../../../platform/event-store/event-store.port';

/**
 * A card was used for a Basic trial. One stream per card, named by a hash of Stripe's card fingerprint (the
 * fingerprint itself is never stored); the first user to claim it owns it, and the stream is created with
 * expected version "no stream", so two users racing for the same card cannot both win.
 */
export type TrialCardClaimed = Event<'TrialCardClaimed', { userId: string; subscriptionId: string; at: string }>;

export const trialCardStreamId = (fingerprintHash: string) => `trial-card-${fingerprintHash}`;
