/// <reference types="vite-plugin-pwa/vanillajs" />
import { whenIdle } from './when-idle';

/** How often a long-open tab asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The longest the registration waits for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 3000;

let reloading = false;

/**
 * Registers the service worker that keeps the app shell available offline (decision 012).
 * A new version is activated as soon as it is installed (the worker skips waiting and claims
 * the page) and the page reloads once onto it. The registration code and workbox-window are
 * loaded on their own, after the app has started, so the main bundle does not carry them.
 *
 * Installing the worker downloads the whole app for offline use (about 200 files). It starts
 * once the page has loaded and the main thread is idle, so on a slow connection it does not
 * compete with the first screen's own scripts (issue 37).
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const idle = () => {
    whenIdle(register, IDLE_WAIT_MS);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function register(): void {
  void import('virtual:pwa-register').then(({ registerSW }) => {
    registerSW({
      immediate: true,
      onNeedReload() {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      },
      onRegisteredSW(_url, registration) {
        if (!registration) return;
        window.setInterval(() => {
          if (navigator.onLine && !registration.installing) void registration.update();
        }, UPDATE_CHECK_MS);
      },
      onRegisterError(error: unknown) {
        console.error('The service worker could not be registered', error);
      },
    });
  });
}
