import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Artwork } from '@archive/domain/artworks/artwork.schema';
import { derivativeUrl } from '@archive/domain/images/image-limits';
import { scheduleLoadRetry } from '../../../data/images/load-retry';
import classes from './artwork-row.module.css';

function coverOf(artwork: Artwork) {
  let cover = artwork.images[0];
  for (const image of artwork.images) if (cover && image.sortIndex < cover.sortIndex) cover = image;
  return cover;
}

/** The artwork's cover (sortIndex 0) at preview size, or a placeholder. */
export function CoverThumb({ artwork }: { artwork: Artwork }) {
  const cover = coverOf(artwork);
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
  if (!cover) {
    return (
      <div className={classes.thumb} aria-hidden>
        <IconPhoto size={22} stroke={1.3} />
      </div>
    );
  }
  const src = derivativeUrl(cover.url, 'preview');
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
