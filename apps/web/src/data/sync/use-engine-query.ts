import {
  startTransition,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type DependencyList,
} from 'react';
import type { Observable } from 'dexie';
import type { SyncEngine } from '../engine/sync-engine';
import { useSyncEngine } from './browser-sync';

interface Answer<T> {
  has: boolean;
  value: T | undefined;
  error: Error | null;
}

/**
 * A live read of the signed-in user's local store: undefined while the engine starts (or with
 * no one signed in), then the querier's answer, again each time what it read changes. What
 * dexie-react-hooks' useLiveQuery does, with the engine's `watch` instead of Dexie's own, so a
 * screen's chunk does not carry Dexie (31 kB gzipped) into the first load: the engine's chunk
 * does, and it loads beside the screen (decision 065). The last answer stays while `deps`
 * change, until the new one comes; an error is thrown to the screen's error boundary.
 */
export function useEngineQuery<T>(
  querier: (engine: SyncEngine) => Promise<T>,
  deps: DependencyList,
): T | undefined {
  const engine = useSyncEngine();
  const answer = useRef<Answer<T>>({ has: false, value: undefined, error: null });
  const [, answered] = useReducer((count: number) => count + 1, 0);

  const live = useMemo((): Observable<T> | null => {
    if (!engine) {
      answer.current = { has: false, value: undefined, error: null };
      return null;
    }
    const observable = engine.watch(() => querier(engine));
    if (!answer.current.has) {
      // The store may hold this answer already (Dexie's query cache): taken now, a screen
      // that opens again draws it on its first render instead of a loader.
      observable
        .subscribe((value) => {
          answer.current = { has: true, value, error: null };
        })
        .unsubscribe();
    }
    return observable;
    // The caller's deps, as useMemo's own; the querier is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, ...deps]);

  useEffect(() => {
    if (!live) return;
    const subscription = live.subscribe({
      next: (value) => {
        const current = answer.current;
        if (current.error === null && current.has && current.value === value) return;
        answer.current = { has: true, value, error: null };
        // A transition: the screens it redraws (20,000 artworks arriving, a sync's pages)
        // render in slices that give the thread back, not in one long task (issue 37).
        startTransition(answered);
      },
      error: (thrown: unknown) => {
        const error = thrown instanceof Error ? thrown : new Error(String(thrown));
        if (answer.current.error === error) return;
        answer.current = { ...answer.current, error };
        answered();
      },
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [live]);

  if (answer.current.error !== null) throw answer.current.error;
  return live ? answer.current.value : undefined;
}
