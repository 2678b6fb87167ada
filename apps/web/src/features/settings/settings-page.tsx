import { Button, Divider, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { APP_VERSION } from '@archive/domain/app/app-constants';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import { TOAST_MESSAGES } from '@archive/domain/messages/api-messages';
import { USER_ROLE_LABELS } from '@archive/domain/user/user-role';
import { deleteAccount } from '../../data/api/auth-api';
import { isOfflineError } from '../../data/api/api-client';
import { clearSession } from '../../data/session/session-store';
import { useSession } from '../../data/session/use-session';
import { PageHeader } from '../../ui/page-header';
import { SettingsSection } from '../../ui/settings-section';
import { showOfflineToast } from '../../ui/offline';
import { showErrorToast } from '../../ui/toast';
import { AccountForm } from './account-form';
import { ChangePasswordModal } from './change-password-modal';
import type { LogoDropzone } from './organisation-logo-field';
import { OrganisationPanel } from './organisation-panel';

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
  const [deleting, setDeleting] = useState(false);

  if (!session) return null;
  const { user } = session;

  function handleBack() {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/artworks');
  }

  async function handleDelete() {
    if (!window.confirm(APP_MESSAGES.deleteAccountConfirm)) return;
    setDeleting(true);
    try {
      await deleteAccount();
      clearSession();
      await navigate('/login', { replace: true });
    } catch (error) {
      if (isOfflineError(error)) showOfflineToast();
      else showErrorToast(TOAST_MESSAGES.accountDeleteFailed);
    } finally {
      setDeleting(false);
    }
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
        defaultValue="account"
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
            <SettingsSection
              title="Delete account"
              description="Removes your account and everything in your archive. This cannot be undone."
            >
              <Button
                color="red"
                variant="outline"
                leftSection={<IconTrash size={16} stroke={1.6} />}
                onClick={() => void handleDelete()}
                loading={deleting}
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
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </Stack>
  );
}
