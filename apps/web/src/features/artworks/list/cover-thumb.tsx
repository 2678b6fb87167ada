import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { derivativeUrl } from '@archive/domain/images/image-limits';
import { scheduleLoadRetry } from '../../../data/images/load-retry';
import classes from './artwork-row.module.css';

/** The artwork's cover (its list entry's `cover` url) at preview size, or a placeholder. */
export function CoverThumb({ url }: { url: string | null }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // Spec section 4: a picture that failed to load is tried again after 3 s when online.
  useEffect(() => {
    if (!failed) return undefined;
    return scheduleLoadRetry(() => {
      setFailed(false);
      setAttempt((value) => value + 1);
    });
  }, [failed]);
  if (url === null) {
    return (
      <div className={classes.thumb} aria-hidden>
        <IconPhoto size={22} stroke={1.3} />
      </div>
    );
  }
  const src = derivativeUrl(url, 'preview');
  return (
    <div className={classes.thumb} aria-hidden>
      <img
        className={classes.thumbImage}
        src={attempt === 0 ? src : `${src}?retry=${String(attempt)}`}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => {
          setFailed(true);
        }}
      />
    </div>
  );
}
