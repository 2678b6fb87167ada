import { LOGO_MAX_IMAGES } from '@archive/domain/organisation/organisation.schema';
import { SubscriptionBillingPanel } from '../../features/billing/subscription-billing-panel';
import { ImageDropzone } from '../../ui/image-dropzone';
import { rejectionMessages } from '../../ui/image-rejections';
import type { LogoChoice } from '../../features/settings/organisation-logo-field';
import { SettingsPage } from '../../features/settings/settings-page';

/** Tab 2's logo drop zone is the images feature's: composed here (one-way imports). */
function renderLogoDropzone(onChoose: LogoChoice) {
  return (
    <ImageDropzone
      maxCount={LOGO_MAX_IMAGES}
      onChoose={(files, rejections) => {
        onChoose(files, rejectionMessages(rejections));
      }}
    />
  );
}

/** /settings: the settings feature's tabs, with billing's tab 3 composed in. */
export function SettingsRoute() {
  return (
    <SettingsPage billingPanel={<SubscriptionBillingPanel />} logoDropzone={renderLogoDropzone} />
  );
}
