import { Button, Divider, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconKey, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WHITE_LABEL_LOGO_STEP } from '@archive/domain/helpers/helpers.messages';
import { LazyTour } from '../../ui/tour/lazy-tour';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import { USER_ROLE_LABELS } from '@archive/domain/user/user-role';
import { useSession } from '../../data/session/use-session';
import { PageHeader } from '../../ui/page-header';
import { SettingsSection } from '../../ui/settings-section';
import { AccountForm } from './account-form';
import { ArchiveDownloadSection } from './archive-download-section';
import { ChangePasswordModal } from './change-password-modal';
import { DeleteAccountModal } from './delete-account-modal';
import type { LogoDropzone } from './organisation-logo-field';
import { OrganisationPanel } from './organisation-panel';

const TAB_VALUES = ['account', 'organisation', 'billing'];

interface SettingsPageProps {
  /** Tab 3, Subscription and billing: composed by the app from the billing feature. */
  billingPanel: ReactNode;
  /** Tab 2's logo drop zone: the images feature's, composed in by the app. */
  logoDropzone: LogoDropzone;
}

export function SettingsPage({ billingPanel, logoDropzone }: SettingsPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const [deleteOpened, deleteModal] = useDisclosure(false);
  const [searchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  // The white-label tour's second step (from the export wizard's "Show me").
  const [logoTour, setLogoTour] = useState(searchParams.get('tour') === 'white-label-exports');
  const endLogoTour = useCallback(() => {
    setLogoTour(false);
  }, []);

  if (!session) return null;
  const { user } = session;

  function handleBack() {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/artworks');
  }

  return (
    <Stack gap={0}>
      <PageHeader
        before={
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} />}
            onClick={handleBack}
            style={{ alignSelf: 'flex-start' }}
            ml={-8}
          >
            Back
          </Button>
        }
        title="Settings"
        description={`${USER_ROLE_LABELS[user.role].label} account · ${user.email}`}
      />
      <Tabs
        defaultValue={TAB_VALUES.includes(tabParam ?? '') ? (tabParam ?? 'account') : 'account'}
        keepMounted={false}
        styles={{ list: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' } }}
      >
        <Tabs.List mb="xl">
          <Tabs.Tab value="account" style={{ flexShrink: 0 }}>
            Account and settings
          </Tabs.Tab>
          <Tabs.Tab value="organisation" style={{ flexShrink: 0 }}>
            Organisation
          </Tabs.Tab>
          <Tabs.Tab value="billing" style={{ flexShrink: 0 }}>
            Subscription and billing
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <Stack gap="lg">
            <SettingsSection
              title="Account"
              description="The name and e-mail you sign in and share with."
            >
              <AccountForm key={`${user.name}|${user.email}`} user={user} />
            </SettingsSection>
            <SettingsSection
              title="Password"
              description="Changing it signs you out on your other devices."
            >
              <Button
                variant="default"
                leftSection={<IconKey size={16} stroke={1.6} />}
                onClick={passwordModal.open}
              >
                Change password
              </Button>
            </SettingsSection>
            <ArchiveDownloadSection />
            <SettingsSection
              title="Delete account"
              description="Removes your account and everything in your archive. This cannot be undone."
            >
              <Button
                color="red"
                variant="outline"
                leftSection={<IconTrash size={16} stroke={1.6} />}
                onClick={deleteModal.open}
              >
                Delete account
              </Button>
            </SettingsSection>
            <Divider color="var(--archive-rule)" />
            <Text fz="xs" c="var(--archive-muted)" ta="center">
              Archive version {APP_VERSION}
            </Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="organisation">
          <OrganisationPanel organisation={user.organisation} logoDropzone={logoDropzone} />
        </Tabs.Panel>
        <Tabs.Panel value="billing">{billingPanel}</Tabs.Panel>
      </Tabs>
      {logoTour && tabParam === 'organisation' ? (
        <LazyTour steps={[WHITE_LABEL_LOGO_STEP]} onClose={endLogoTour} />
      ) : null}
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <DeleteAccountModal opened={deleteOpened} onClose={deleteModal.close} />
    </Stack>
  );
}
