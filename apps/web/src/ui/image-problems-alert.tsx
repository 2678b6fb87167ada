import { Alert, List } from '@mantine/core';
import { IMAGE_SCREEN_MESSAGES } from '@archive/domain/images/image-screen.messages';

interface ImageProblemsAlertProps {
  /** One line per refused file, naming it (image-rejections.ts, the device check). */
  problems: readonly string[];
  onDismiss: () => void;
}

/** Why chosen files were refused, under a drop zone; nothing when there is nothing to say. */
export function ImageProblemsAlert({ problems, onDismiss }: ImageProblemsAlertProps) {
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel={IMAGE_SCREEN_MESSAGES.dismissProblems}
      onClose={onDismiss}
      role="alert"
    >
      <List size="sm" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
