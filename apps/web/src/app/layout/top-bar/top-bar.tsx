import {
  ActionIcon,
  Avatar,
  Burger,
  Button,
  Divider,
  Drawer,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import {
  IconBell,
  IconChevronDown,
  IconHelp,
  IconLogout,
  IconMail,
  IconPalette,
  IconPlus,
  IconPresentation,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { APP_VERSION, SUPPORT_EMAIL } from '@archive/domain/app/app-constants';
import { APP_MESSAGES } from '@archive/domain/messages/app-messages';
import {
  WALKTHROUGH_LABELS,
  WALKTHROUGHS_LABEL,
  WHATS_NEW_LABEL,
} from '@archive/domain/helpers/help-menu.messages';
import { signOutAndForget } from '../../../data/account/sign-out';
import { useSession } from '../../../data/session/use-session';
import { Logo } from '../../../ui/logo';
import { VIEWING_ROOMS_ROUTE } from '@archive/domain/viewing-rooms/viewing-room-paths';
import { showsAddMenu } from './nav-items';
import { NavLinks } from './nav-links';
import { requestReplay } from '../../../features/helpers/replay-request';
import { SignOutModal } from './sign-out-modal';
import classes from './top-bar.module.css';

const MAILTO = `mailto:${SUPPORT_EMAIL}`;

// The sharing feature's bell and activity panel load after the shell (they read the local
// store, whose Dexie is a chunk of its own): the /login first load stays as small as it was.
const NotificationsBell = lazy(() =>
  import('../../../features/sharing/notifications-bell').then((m) => ({
    default: m.NotificationsBell,
  })),
);
const ActivityPanel = lazy(() =>
  import('../../../features/sharing/activity-panel').then((m) => ({ default: m.ActivityPanel })),
);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || 'A';
}

/**
 * Add: a button with its label on a desk, the plus alone on a phone. The width decides by CSS,
 * not a media query read in a script, so the bar the build draws before the scripts run
 * (routes/artworks.html) is the bar the app draws at every width (issue 37).
 */
function AddMenu() {
  return (
    <Menu width={200}>
      <Menu.Target>
        <Button
          size="sm"
          aria-label="Add"
          data-tour="add-menu"
          classNames={{ root: classes.add, label: classes.addLabel }}
          leftSection={<IconPlus size={16} stroke={1.8} />}
          rightSection={<IconChevronDown size={14} stroke={1.8} />}
        >
          Add
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to="/artworks/add"
          leftSection={<IconPalette size={16} stroke={1.6} />}
        >
          Artwork
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/contacts/add"
          leftSection={<IconUser size={16} stroke={1.6} />}
        >
          Contact
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function HelpMenu() {
  return (
    <Menu width={240}>
      <Menu.Target>
        <ActionIcon size="lg" aria-label="Help" data-tour="help-menu">
          <IconHelp size={20} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{WALKTHROUGHS_LABEL}</Menu.Label>
        {Object.entries(WALKTHROUGH_LABELS).map(([id, label]) => (
          <Menu.Item
            key={id}
            onClick={() => {
              requestReplay(id);
            }}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Item
          onClick={() => {
            requestReplay('changelog');
          }}
        >
          {WHATS_NEW_LABEL}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Help</Menu.Label>
        <Menu.Item component="a" href={MAILTO} leftSection={<IconMail size={16} stroke={1.6} />}>
          E-mail support
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Archive {APP_VERSION}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The bell while its chunk loads: the same look, but marked not ready (aria-disabled), so a
 * click in that moment is not silently lost on a button that cannot open anything.
 */
function BellPlaceholder() {
  return (
    <ActionIcon size="lg" aria-label="Notifications" aria-disabled>
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );
}

/** The signed-in top bar: navigation, Add, Help, notifications and the account menu. */
export function TopBar() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const network = useNetwork();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [signOutOpened, signOutModal] = useDisclosure(false);
  const [panelOpened, panel] = useDisclosure(false);
  // The panel's chunk loads on first open and stays, so closing animates.
  const [panelLoaded, setPanelLoaded] = useState(false);
  const name = session?.user.name ?? '';

  async function handleSignOut() {
    await signOutAndForget();
    signOutModal.close();
    await navigate('/login', { replace: true });
  }

  function handleDrawerSignOut() {
    drawer.close();
    signOutModal.open();
  }

  return (
    <header className={classes.bar}>
      {!network.online ? (
        <div className={classes.offline} role="status" data-tour="offline-banner">
          {APP_MESSAGES.offlineBanner}
        </div>
      ) : null}
      <div className={classes.inner}>
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="md"
          size="sm"
          aria-label="Open navigation"
        />
        <Link
          to="/artworks"
          aria-label="Archive, go to artworks"
          style={{ textDecoration: 'none' }}
        >
          <Logo size="sm" />
        </Link>
        <NavLinks className={classes.nav} linkClassName={classes.link} />
        <div className={classes.spacer} />
        {showsAddMenu(pathname) ? <AddMenu /> : null}
        <HelpMenu />
        <Suspense fallback={<BellPlaceholder />}>
          <NotificationsBell
            onOpenPanel={() => {
              setPanelLoaded(true);
              panel.open();
            }}
          />
        </Suspense>
        <Menu width={240}>
          <Menu.Target>
            <UnstyledButton aria-label="Account menu" data-tour="account-menu">
              <Avatar size={34} radius="xl" color="ink" variant="filled">
                {session ? initials(name) : null}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Stack gap={0} px="sm" py="xs">
              <Text fz="sm" fw={600} truncate>
                {name}
              </Text>
              <Text fz="xs" c="var(--archive-muted)" truncate>
                {session?.user.email}
              </Text>
            </Stack>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to="/settings"
              leftSection={<IconSettings size={16} stroke={1.6} />}
            >
              Settings
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={VIEWING_ROOMS_ROUTE}
              leftSection={<IconPresentation size={16} stroke={1.6} />}
            >
              Viewing rooms
            </Menu.Item>
            <Menu.Item
              component="a"
              href={MAILTO}
              leftSection={<IconMail size={16} stroke={1.6} />}
            >
              Contact us
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconLogout size={16} stroke={1.6} />}
              onClick={signOutModal.open}
            >
              Sign out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={<Logo size="sm" />}
        size="100%"
        padding="lg"
        hiddenFrom="md"
      >
        <NavLinks linkClassName={classes.drawerLink} onNavigate={drawer.close} />
        <Stack gap="xs" mt="xl">
          <Button
            component={Link}
            to="/settings"
            variant="default"
            leftSection={<IconSettings size={16} />}
            onClick={drawer.close}
          >
            Settings
          </Button>
          <Button
            component={Link}
            to={VIEWING_ROOMS_ROUTE}
            variant="default"
            leftSection={<IconPresentation size={16} />}
            onClick={drawer.close}
          >
            Viewing rooms
          </Button>
          <Button
            component="a"
            href={MAILTO}
            variant="default"
            leftSection={<IconMail size={16} />}
          >
            Contact us
          </Button>
          <Divider my="xs" />
          <Button
            variant="subtle"
            color="ink"
            leftSection={<IconLogout size={16} />}
            onClick={handleDrawerSignOut}
          >
            Sign out
          </Button>
        </Stack>
      </Drawer>
      {panelLoaded ? (
        <Suspense fallback={null}>
          <ActivityPanel opened={panelOpened} onClose={panel.close} />
        </Suspense>
      ) : null}
      <SignOutModal opened={signOutOpened} onClose={signOutModal.close} onConfirm={handleSignOut} />
    </header>
  );
}
