import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startServiceWorker } from './app/service-worker';
import { whenStoredSessionChecked } from './data/session/session-store';
import { keepSubmitClicks } from './ui/form/submit-press';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// A transition renders in slices that yield to the browser, so the first screen's render is not
// one long task on a phone (issue 37); the splash in index.html stays until it is done.
function render(): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
// After an update, the session another build stored is checked before the guards read it.
const checking = whenStoredSessionChecked();
if (checking) void checking.then(render);
else render();

keepSubmitClicks(document);
startServiceWorker();
