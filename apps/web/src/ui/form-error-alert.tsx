import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FORM_MESSAGES } from '@archive/domain/messages/form-messages';

interface FormErrorAlertProps {
  /** Shown after a submit that failed validation. */
  visible: boolean;
  message?: string;
}

/** The banner above a form's submit button after a failed submit (spec section 5). */
export function FormErrorAlert({
  visible,
  message = FORM_MESSAGES.formHasErrors,
}: FormErrorAlertProps) {
  if (!visible) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} stroke={1.6} />} role="alert">
      {message}
    </Alert>
  );
}
