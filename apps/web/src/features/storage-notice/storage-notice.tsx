import { useEffect, useState } from 'react';
import {
  dismissStorageNotice,
  isStorageNoticeDismissed,
  lastPersistAnswer,
  onStorageNoticeDismissed,
  requestPersistentStorage,
} from './persistent-storage';
import { StorageNoticeAlert } from './storage-notice-alert';

/**
 * Signed-in shell: asks for persistent storage and, when the browser refuses, says that offline
 * data may be cleared, until the person dismisses the notice on this device. Shown from the last
 * visit's answer, it is not taken away during the visit by a new one.
 */
export function StorageNotice() {
  // The last visit's answer until the browser answers again.
  const [refused, setRefused] = useState(() => lastPersistAnswer() === 'refused');
  const [dismissed, setDismissed] = useState(isStorageNoticeDismissed);

  useEffect(() => {
    let active = true;
    void requestPersistentStorage().then((result) => {
      // A notice on screen stays for the visit even when the browser now keeps the data:
      // taken away under the person's eyes, it pulled the page up beneath their finger
      // (decision 079). The next visit, drawn from this answer, has none.
      if (active && result === 'refused') setRefused(true);
    });
    const stopListening = onStorageNoticeDismissed(() => {
      setDismissed(isStorageNoticeDismissed());
    });
    return () => {
      active = false;
      stopListening();
    };
  }, []);

  function handleDismiss() {
    dismissStorageNotice();
    setDismissed(true);
  }

  if (!refused || dismissed) return null;
  return <StorageNoticeAlert onDismiss={handleDismiss} />;
}
