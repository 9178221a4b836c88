/** The dashboard's account page, where Stripe's checkout and billing portal send the user back. */
import type { AppConfig } from '../../../platform/config/config';

export const accountPageUrl = (config: Pick<AppConfig, 'publicUrl'>) => `${config.publicUrl}/dashboard/account`;
