import { DomainError } from '../../../platform/http/domain-error';
import { type BillingProvider, WebhookSignatureError } from './billing-provider';

const unavailable = () => Promise.reject(new DomainError('Billing is not configured (STRIPE_SECRET_KEY).', 'billing_unavailable', 'conflict'));

/** Without STRIPE_SECRET_KEY (and outside the demo, which starts the local stand-in): every billing call is refused. */
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
