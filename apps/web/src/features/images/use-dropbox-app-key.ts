import { useEffect, useState } from 'react';
import { fetchDropboxAppKey } from '../../data/images/file-host-import';

/**
 * The Dropbox app key the server is configured with; null while unknown or when none is set
 * (the chooser is then not shown). Asked again when the connection comes back.
 */
export function useDropboxAppKey(): string | null {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    function ask() {
      fetchDropboxAppKey().then(
        (answer) => {
          if (active) setKey(answer);
        },
        () => {
          // Offline or signed out: the chooser stays hidden until the next ask.
        },
      );
    }
    ask();
    window.addEventListener('online', ask);
    return () => {
      active = false;
      window.removeEventListener('online', ask);
    };
  }, []);
  return key;
}
