import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { startServiceWorker } from './app/service-worker';
import { nextTurn } from './data/main-thread/next-turn';
import { whenStoredSessionChecked } from './data/session/session-store';
import { keepSubmitClicks } from './ui/form/submit-press';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// Each step a task of its own, so the first load is not one long task on a phone (issue 37):
// the entry's evaluation, the router's set-up, then the first render, in a transition that
// renders in slices yielding to the browser. The drawing in the page stays until it is done.
async function start(): Promise<void> {
  await nextTurn();
  const router = createAppRouter();
  await nextTurn();
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
void Promise.resolve(whenStoredSessionChecked()).then(start);

keepSubmitClicks(document);
startServiceWorker();
