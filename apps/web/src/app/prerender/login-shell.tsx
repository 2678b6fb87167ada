import { Center, Loader, MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginFrame } from '../../features/auth/login-frame';
import { theme } from '../theme';

/** About the height of the sign-in form at every width, so the links below it stay put. */
const FORM_HEIGHT = 251;

/**
 * The sign-in page as the build draws it into routes/login.html (issue 37): its heading,
 * greeting and links, and a quiet loader where the form comes. A first visit on a slow phone
 * reads the page at once instead of a blank screen while the scripts travel; the app replaces
 * it whole when it starts (nothing here takes input, so nothing typed can be lost).
 */
export function renderShell(): string {
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <MemoryRouter initialEntries={['/login']}>
        <LoginFrame>
          <Center mih={FORM_HEIGHT} aria-label="Loading">
            <Loader size="sm" color="ink" type="dots" />
          </Center>
        </LoginFrame>
      </MemoryRouter>
    </MantineProvider>,
  );
}
