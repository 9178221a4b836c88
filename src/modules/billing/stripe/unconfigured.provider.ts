import { DomainError } from '../../../platform/http/domain-error';
import { billingMessages } from '../contract';
import { type BillingProvider, WebhookSignatureError } from './billing-provider';

const unavailable = () => Promise.reject(new DomainError(billingMessages.notConfigured, 'billing_unavailable', 'unavailable'));

/** Without STRIPE_SECRET_KEY and without the local stand-in (production's default): every billing call is refused, saying why. */
export class UnconfiguredBillingProvider implements BillingProvider {
  createCheckoutSession = unavailable;
  retrieveCheckoutSession = unavailable;
  retrieveSubscription = unavailable;
  changeSubscription = unavailable;
  changePaidPlan = unavailable;
  previewChange = unavailable;
  setCancelAtPeriodEnd = unavailable;
  cancelNow = unavailable;
  createPortalSession = unavailable;
  cardFingerprint = unavailable;
  verifyWebhook(): never {
    throw new WebhookSignatureError('Billing is not configured');
  }
}
