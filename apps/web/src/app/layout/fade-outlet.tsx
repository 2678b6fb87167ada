import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PAGE_TRANSITION_MS } from '@archive/domain/app/app-constants';

/** The quiet placeholder while a route's chunk loads. */
export function PageLoading() {
  return (
    <Center mih="50vh" aria-label="Loading">
      <Loader size="sm" color="ink" type="dots" />
    </Center>
  );
}

/** Each route fades in over PAGE_TRANSITION_MS. */
export function FadeOutlet() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      <div
        className="archive-page"
        key={pathname}
        style={{ animationDuration: `${PAGE_TRANSITION_MS}ms` }}
      >
        <Outlet />
      </div>
    </Suspense>
  );
}
