/**
 * Mantine's styles for the components the first screen draws, one file each, in the order of
 * Mantine's own styles.css (a component's dependencies first): the sign-in page, its toasts and
 * the error screen. The other components' files load with every other screen
 * (mantine-styles-rest.ts, decision 063), so the first load's render-blocking CSS is a third
 * as long (issue 37). A component used without its file is drawn unstyled; e2e's checks look
 * for Mantine classes that no stylesheet styles (support/mantine-styles.ts).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
