import { SubscriptionBillingPanel } from '../../features/billing/subscription-billing-panel';
import { SettingsPage } from '../../features/settings/settings-page';

/** /settings: the settings feature's tabs, with billing's tab 3 composed in. */
export function SettingsRoute() {
  return <SettingsPage billingPanel={<SubscriptionBillingPanel />} />;
}
