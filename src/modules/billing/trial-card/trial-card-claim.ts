/**
 * One trial per card: the subscription's card is claimed for this user's trial by appending TrialCardClaimed to
 * the card's stream (keyed by a hash of its fingerprint); the first user to claim a card keeps it.
 */
import { createHash } from 'node:crypto';
import { ConcurrencyError, type EventStore } from '../../../platform/event-store/event-store.port';
import { derivedEventId } from '../../identity';
import type { BillingProvider, SubscriptionDetails } from '../stripe/billing-provider';
import { type TrialCardClaimed, trialCardStreamId } from './events';

/** Only a hash of the card's fingerprint is kept. */
export const fingerprintHash = (fingerprint: string) => createHash('sha256').update(`outtwit-trial-card:${fingerprint}`).digest('hex').slice(0, 40);

/** Claims the subscription's card for this user's trial; true when another user claimed it first. */
export async function cardAlreadyUsedForTrial(
  stripe: BillingProvider,
  eventStore: EventStore,
  userId: string,
  subscription: SubscriptionDetails,
): Promise<boolean> {
  if (!subscription.defaultPaymentMethodId) return false;
  const fingerprint = await stripe.cardFingerprint(subscription.defaultPaymentMethodId);
  if (!fingerprint) return false;
  const stream = trialCardStreamId(fingerprintHash(fingerprint));
  const claim: TrialCardClaimed = { type: 'TrialCardClaimed', data: { userId, subscriptionId: subscription.id, at: new Date().toISOString() } };
  try {
    await eventStore.appendToStream(stream, 'no_stream', [{ id: derivedEventId(`${stream}:${userId}`), ...claim, metadata: { userId } }]);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
  const [first] = await eventStore.readStream(stream, 1);
  return (first?.data as TrialCardClaimed['data'] | undefined)?.userId !== userId;
}
