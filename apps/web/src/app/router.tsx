import { lazy, Suspense } from 'react';
import { VIEWING_ROOMS_ROUTE } from '@archive/domain/viewing-rooms/viewing-room-paths';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { ErrorScreen } from './error-screen';
import { RedirectSignedIn, RequireAccess, RequirePayment, RequireSession } from './guards';
import { FadeOutlet } from './layout/fade-outlet';
import { FrameLoading } from './layout/frame-loading';
import { SessionEffects } from './session-effects';
import { SyncEffects } from './sync-effects';

/**
 * A lazy screen's chunk, loaded with the Mantine styles beyond the sign-in page's
 * (mantine-styles-rest.ts): every screen but that one, which is drawn first (decision 063).
 */
function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([import('./mantine-styles-rest'), load()]).then(([, screen]) => screen);
}

// Each screen is its own chunk, so the first load stays small. The signed-in shell (top bar,
// menus, drawer) is one too: /login and the onboarding never need it (decision 045).
const AppLayout = lazy(
  withAllStyles(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout }))),
);
const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(
  withAllStyles(() =>
    import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })),
  ),
);
const ForgotPasswordPage = lazy(
  withAllStyles(() =>
    import('../features/auth/forgot-password-page').then((m) => ({
      default: m.ForgotPasswordPage,
    })),
  ),
);
const UserRolePage = lazy(
  withAllStyles(() =>
    import('../features/onboarding/user-role-page').then((m) => ({ default: m.UserRolePage })),
  ),
);
const ProfileDetailsPage = lazy(
  withAllStyles(() =>
    import('../features/onboarding/profile-details-page').then((m) => ({
      default: m.ProfileDetailsPage,
    })),
  ),
);
const OnboardingPayRoute = lazy(
  withAllStyles(() =>
    import('./routes/onboarding-pay-route').then((m) => ({ default: m.OnboardingPayRoute })),
  ),
);
const PayPage = lazy(
  withAllStyles(() => import('../features/billing/pay-page').then((m) => ({ default: m.PayPage }))),
);
const WelcomePage = lazy(
  withAllStyles(() =>
    import('../features/onboarding/welcome-page').then((m) => ({ default: m.WelcomePage })),
  ),
);
const ArtworksPage = lazy(
  withAllStyles(() =>
    import('./routes/artworks-list-route').then((m) => ({ default: m.ArtworksListRoute })),
  ),
);
const AddArtworkPage = lazy(
  withAllStyles(() =>
    import('../features/artworks/artwork-placeholder-pages').then((m) => ({
      default: m.AddArtworkPage,
    })),
  ),
);
const ArtworkDetailsPage = lazy(
  withAllStyles(() =>
    import('./routes/artwork-routes').then((m) => ({ default: m.ArtworkDetailsRoute })),
  ),
);
const MultiEditPage = lazy(
  withAllStyles(() =>
    import('../features/artworks/artwork-placeholder-pages').then((m) => ({
      default: m.MultiEditPage,
    })),
  ),
);
const SharedArtworkPage = lazy(
  withAllStyles(() =>
    import('../features/sharing/shared-artwork-page').then((m) => ({
      default: m.SharedArtworkPage,
    })),
  ),
);
const ViewingRoomsPage = lazy(
  withAllStyles(() =>
    import('../features/viewing-rooms/viewing-rooms-page').then((m) => ({
      default: m.ViewingRoomsPage,
    })),
  ),
);
const ExhibitionPage = lazy(
  withAllStyles(() =>
    import('./routes/exhibition-route').then((m) => ({ default: m.ExhibitionRoute })),
  ),
);
const SettingsRoute = lazy(
  withAllStyles(() =>
    import('./routes/settings-route').then((m) => ({ default: m.SettingsRoute })),
  ),
);
const ExpiredPaymentMethodPage = lazy(
  withAllStyles(() =>
    import('../features/billing/expired-payment-pages').then((m) => ({
      default: m.ExpiredPaymentMethodPage,
    })),
  ),
);
const ExpiredPaymentSuccessPage = lazy(
  withAllStyles(() =>
    import('../features/billing/expired-payment-pages').then((m) => ({
      default: m.ExpiredPaymentSuccessPage,
    })),
  ),
);
const ContactsPage = lazy(
  withAllStyles(() =>
    import('../features/contacts/contacts-pages').then((m) => ({ default: m.ContactsPage })),
  ),
);
const AddContactPage = lazy(
  withAllStyles(() =>
    import('../features/contacts/contacts-pages').then((m) => ({ default: m.AddContactPage })),
  ),
);
const EditContactPage = lazy(
  withAllStyles(() =>
    import('../features/contacts/contacts-pages').then((m) => ({ default: m.EditContactPage })),
  ),
);
const ComingSoonPage = lazy(
  withAllStyles(() =>
    import('../features/coming-soon/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
  ),
);

function Root() {
  return (
    <>
      <SessionEffects />
      <SyncEffects />
      <Outlet />
    </>
  );
}

/**
 * The app's router, made when main.tsx is ready to render: ranking every route and reading the
 * location is a task of its own, not part of the entry's evaluation (issue 37).
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <ErrorScreen />,
      children: [
        {
          element: <FadeOutlet />,
          children: [
            {
              element: <RedirectSignedIn />,
              children: [
                { path: '/login', element: <LoginPage /> },
                { path: '/register', element: <RegisterPage /> },
              ],
            },
            { path: '/forgotPassword', element: <ForgotPasswordPage /> },
            { path: '/onboarding/user-role', element: <UserRolePage /> },
            { path: '/onboarding/profile-details', element: <ProfileDetailsPage /> },
            {
              element: <RequirePayment signedOutTo="/register" />,
              children: [{ path: '/onboarding/pay', element: <OnboardingPayRoute /> }],
            },
            { element: <RequirePayment />, children: [{ path: '/pay', element: <PayPage /> }] },
            {
              element: <RequireSession />,
              children: [{ path: '/welcome', element: <WelcomePage /> }],
            },
          ],
        },
        {
          element: <RequireAccess />,
          children: [
            {
              element: (
                <Suspense fallback={<FrameLoading />}>
                  <AppLayout />
                </Suspense>
              ),
              children: [
                { path: '/artworks', element: <ArtworksPage /> },
                { path: '/discovery', element: <ArtworksPage variant="discovery" /> },
                { path: '/artworks/add', element: <AddArtworkPage /> },
                { path: '/artworks/details', element: <ArtworkDetailsPage /> },
                { path: '/artworks/multi-edit', element: <MultiEditPage /> },
                // Not in the spec's route list: decisions 056 and 057.
                { path: '/artworks/exhibition-3d', element: <ExhibitionPage /> },
                { path: '/share/artworks/details', element: <SharedArtworkPage /> },
                { path: '/settings', element: <SettingsRoute /> },
                { path: '/expired-payment-method', element: <ExpiredPaymentMethodPage /> },
                { path: '/expired-payment-method/success', element: <ExpiredPaymentSuccessPage /> },
                { path: '/contacts', element: <ContactsPage /> },
                { path: '/contacts/add', element: <AddContactPage /> },
                { path: '/contacts/edit', element: <EditContactPage /> },
                // Not in the spec's route list: decision 033.
                { path: VIEWING_ROOMS_ROUTE, element: <ViewingRoomsPage /> },
                {
                  path: '/artists',
                  element: (
                    <ComingSoonPage
                      title="Artists"
                      description="A page for every artist in your archive, with their works, biography and exhibitions."
                    />
                  ),
                },
                {
                  path: '/lists',
                  element: (
                    <ComingSoonPage
                      title="Lists"
                      description="Gather works into lists for a show, a fair, a loan or a client — and share them in a click."
                    />
                  ),
                },
                {
                  path: '/exhibitions',
                  element: (
                    <ComingSoonPage
                      title="Exhibitions"
                      description="Plan exhibitions and events around the works in your archive, from checklist to wall labels."
                    />
                  ),
                },
                {
                  path: '/events',
                  element: (
                    <ComingSoonPage
                      title="Events"
                      description="Keep openings, fairs, talks and viewings beside the works and contacts they involve."
                    />
                  ),
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/artworks" replace /> },
      ],
    },
  ]);
}
