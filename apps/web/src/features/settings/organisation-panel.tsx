import { Stack } from '@mantine/core';
import { ORGANISATION_SCREEN_MESSAGES as M } from '@archive/domain/organisation/organisation-screen.messages';
import type { Organisation } from '@archive/domain/organisation/organisation.schema';
import { SettingsSection } from '../../ui/settings-section';
import { OrganisationForm } from './organisation-form';
import { OrganisationLogoField, type LogoDropzone } from './organisation-logo-field';

interface OrganisationPanelProps {
  organisation: Organisation;
  logoDropzone: LogoDropzone;
}

/** Settings tab 2 (spec section 2): name, address, VAT number and website; the logo. */
export function OrganisationPanel({ organisation, logoDropzone }: OrganisationPanelProps) {
  const { name, address, vatNumber, websiteUrl } = organisation;
  const details = { name, address, vatNumber, websiteUrl };
  return (
    <Stack gap="lg">
      <SettingsSection title={M.detailsTitle} description={M.detailsDescription}>
        {/* A new saved version (here or in another tab) starts the form afresh; the logo
            is saved on its own and must not discard edits in progress. */}
        <OrganisationForm key={JSON.stringify(details)} organisation={organisation} />
      </SettingsSection>
      <SettingsSection title={M.logoTitle} description={M.logoDescription}>
        <OrganisationLogoField organisation={organisation} dropzone={logoDropzone} />
      </SettingsSection>
    </Stack>
  );
}
