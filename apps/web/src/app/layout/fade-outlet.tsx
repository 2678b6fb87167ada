import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PAGE_TRANSITION_MS } from '@archive/domain/app/app-constants';
import { drawnShell } from '../prerender/drawn-shell';

/** The quiet placeholder while a route's chunk loads. */
export function PageLoading() {
  return (
    <Center mih="50vh" aria-label="Loading">
      <Loader size="sm" color="ink" type="dots" />
    </Center>
  );
}

/**
 * Each route fades in over PAGE_TRANSITION_MS. The first screen a route page has already drawn
 * (decision 063) stays drawn while its chunk loads, and appears without fading in again.
 */
export function FadeOutlet() {
  const { pathname } = useLocation();
  const firstShell = useRef(drawnShell?.scope === 'page' ? drawnShell : null);
  const shell = firstShell.current?.path === pathname ? firstShell.current : null;
  useEffect(() => {
    if (firstShell.current?.path !== pathname) firstShell.current = null;
  }, [pathname]);
  return (
    <Suspense
      fallback={shell ? <div dangerouslySetInnerHTML={{ __html: shell.html }} /> : <PageLoading />}
    >
      <div
        className="archive-page"
        key={pathname}
        style={shell ? { animation: 'none' } : { animationDuration: `${PAGE_TRANSITION_MS}ms` }}
      >
        <Outlet />
      </div>
    </Suspense>
  );
}
