import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useImageSource, type ImageSize, type ShownImage } from '../../data/images/images-store';

interface ImagePictureProps {
  image: ShownImage;
  size: ImageSize;
  alt: string;
  fit?: 'cover' | 'contain';
  style?: CSSProperties;
}

/** One image from this device or the files host; a quiet placeholder until it can load. */
export function ImagePicture({ image, size, alt, fit = 'cover', style }: ImagePictureProps) {
  const { src, onError } = useImageSource(image, size);
  if (!src) {
    return (
      <Center w="100%" h="100%" c="var(--archive-muted)" aria-label={alt} role="img">
        <IconPhoto size={28} stroke={1.3} />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={onError}
      draggable={false}
      style={{ width: '100%', height: '100%', objectFit: fit, display: 'block', ...style }}
    />
  );
}
