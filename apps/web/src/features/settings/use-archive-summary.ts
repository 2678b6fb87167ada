import { useEffect, useState } from 'react';
import type { ArchiveSummary } from '@archive/domain/exports/archive-export.schema';
import { fetchArchiveSummary } from '../../data/api/exports-api';

export type ArchiveSummaryState =
  { status: 'loading' } | { status: 'ready'; summary: ArchiveSummary } | { status: 'failed' };

/**
 * What the archive's ZIP would hold, asked of the server whenever the device is (or comes back)
 * online: the figures are the server's, so offline there is nothing to ask, and a summary
 * already read stays shown.
 */
export function useArchiveSummary(online: boolean): ArchiveSummaryState {
  const [state, setState] = useState<ArchiveSummaryState>({ status: 'loading' });
  useEffect(() => {
    // useNetwork starts at online until its effect reads the browser: ask the browser too.
    if (!online || !navigator.onLine) return;
    let current = true;
    fetchArchiveSummary()
      .then((summary) => {
        if (current) setState({ status: 'ready', summary });
      })
      .catch(() => {
        if (current)
          setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }));
      });
    return () => {
      current = false;
    };
  }, [online]);
  return state;
}
