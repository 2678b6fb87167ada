import { Badge, Box, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { artworkImagePreviews } from '@archive/domain/images/image.schema';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';
import { useArtworkImages } from '../../data/images/images-store';
import { FormSection } from '../../ui/form-section';
import { ImagePicture } from './image-picture';

interface ArtworkImagesPreviewProps {
  artworkId: string;
  /** Opens the Images tab, where images are added, ordered and described. */
  onManage: () => void;
}

/**
 * The details tab's images section (spec section 2): the cover and the next images, at most
 * the spec's preview count, with how many more there are and the way to the Images tab.
 */
export function ArtworkImagesPreview({ artworkId, onManage }: ArtworkImagesPreviewProps) {
  const images = useArtworkImages(artworkId);
  if (images === undefined) return null;
  const { shown, more } = artworkImagePreviews(images);
  return (
    <FormSection title={IMAGE_SCREEN_MESSAGES.previewTitle}>
      <Stack gap="md" data-testid="artwork-images-preview">
        {shown.length === 0 ? (
          <Text fz="sm" c="var(--archive-muted)">
            {IMAGE_SCREEN_MESSAGES.previewNone}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm">
            {shown.map((image, index) => (
              <Box
                key={image.connectionId}
                pos="relative"
                style={{
                  aspectRatio: '1 / 1',
                  overflow: 'hidden',
                  borderRadius: 2,
                  background: 'var(--archive-surface)',
                }}
              >
                <ImagePicture image={image} size="preview" alt={image.description || image.name} />
                {index === 0 ? (
                  <Badge pos="absolute" top={6} left={6} color="ink" radius="sm" size="xs">
                    {IMAGE_SCREEN_MESSAGES.cover}
                  </Badge>
                ) : null}
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Box>
          {more > 0 ? (
            <Text component="span" fz="sm" c="var(--archive-muted)" mr="md">
              {IMAGE_SCREEN_MESSAGES.previewMore(more)}
            </Text>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPhoto size={16} aria-hidden />}
            onClick={onManage}
          >
            {shown.length === 0
              ? IMAGE_SCREEN_MESSAGES.previewAdd
              : IMAGE_SCREEN_MESSAGES.previewManage}
          </Button>
        </Box>
      </Stack>
    </FormSection>
  );
}
