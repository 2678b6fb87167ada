import { createTheme } from '@mantine/core';
import type {
  ActionIconProps,
  AlertProps,
  AnchorProps,
  ButtonProps,
  CardProps,
  DrawerProps,
  MenuProps,
  ModalProps,
  NotificationProps,
  PaperProps,
  PasswordInputProps,
  PopoverProps,
  SegmentedControlProps,
  SelectProps,
  TabsProps,
  TextInputProps,
  TitleProps,
  MantineColorsTuple,
} from '@mantine/core';
import { SERIF } from '../ui/font-stacks';

/** Ink: a warm near-black, the primary colour of buttons, links and focus. */
const ink: MantineColorsTuple = [
  '#f5f4f1',
  '#e6e4df',
  '#cdc9c1',
  '#b0aa9f',
  '#928b7f',
  '#756e63',
  '#5b554c',
  '#433f38',
  '#2e2b27',
  '#1f1d1a',
];

/** Sienna: the one accent, used sparingly (active marks, highlights). */
const sienna: MantineColorsTuple = [
  '#fbf1ec',
  '#f3ddd1',
  '#e8bca6',
  '#dc9878',
  '#d27a52',
  '#c8663b',
  '#b4532a',
  '#984423',
  '#7b371d',
  '#5f2a16',
];

/** Stone: the warm greys of surfaces, rules and secondary text. */
const stone: MantineColorsTuple = [
  '#fbfaf7',
  '#f7f5f0',
  '#efebe3',
  '#e4dfd4',
  '#cfc8ba',
  '#a8a092',
  '#7c7468',
  '#5e574d',
  '#423d36',
  '#2a2722',
];

const SANS = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * A component's theme defaults as plain data. `Button.extend()` would do the same but imports
 * every themed component into the first chunk, /login included (decision 045); the props type
 * keeps the defaults checked.
 */
function component<Props>(options: {
  defaultProps?: Partial<Props>;
  styles?: Record<string, Record<string, string | number>>;
}) {
  return options;
}

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: 9,
  colors: { ink, sienna, stone },
  white: '#fffdf9',
  black: '#1f1d1a',
  autoContrast: true,
  fontFamily: SANS,
  fontSmoothing: true,
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  defaultRadius: 'sm',
  radius: { xs: '2px', sm: '4px', md: '6px', lg: '10px', xl: '16px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '40px' },
  headings: {
    fontFamily: SERIF,
    fontWeight: '420',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: '2.5rem', lineHeight: '1.15' },
      h2: { fontSize: '1.875rem', lineHeight: '1.2' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  shadows: {
    xs: '0 1px 2px rgba(31, 29, 26, 0.04)',
    sm: '0 1px 3px rgba(31, 29, 26, 0.06), 0 1px 2px rgba(31, 29, 26, 0.04)',
    md: '0 6px 20px rgba(31, 29, 26, 0.07)',
    lg: '0 12px 40px rgba(31, 29, 26, 0.10)',
    xl: '0 24px 64px rgba(31, 29, 26, 0.12)',
  },
  components: {
    Button: component<ButtonProps>({
      defaultProps: { radius: 'sm', fw: 500 },
    }),
    ActionIcon: component<ActionIconProps>({ defaultProps: { variant: 'subtle', color: 'ink' } }),
    TextInput: component<TextInputProps>({ defaultProps: { size: 'md' } }),
    PasswordInput: component<PasswordInputProps>({ defaultProps: { size: 'md' } }),
    Select: component<SelectProps>({ defaultProps: { size: 'md' } }),
    Anchor: component<AnchorProps>({ defaultProps: { c: 'ink.9', underline: 'always' } }),
    Alert: component<AlertProps>({ defaultProps: { variant: 'light', radius: 'sm' } }),
    Card: component<CardProps>({ defaultProps: { radius: 'sm', withBorder: true, padding: 'lg' } }),
    Paper: component<PaperProps>({ defaultProps: { radius: 'sm' } }),
    Menu: component<MenuProps>({
      defaultProps: { shadow: 'md', radius: 'sm', position: 'bottom-end' },
    }),
    Popover: component<PopoverProps>({ defaultProps: { shadow: 'md', radius: 'sm' } }),
    Modal: component<ModalProps>({
      defaultProps: {
        radius: 'sm',
        centered: true,
        padding: 'lg',
        overlayProps: { backgroundOpacity: 0.35, blur: 2 },
        // Mantine's close buttons have no name of their own: a screen reader says "button".
        // Literal here: vite.config.ts loads this file in Node, which cannot import the domain's .ts.
        closeButtonProps: { 'aria-label': 'Close dialog' },
      },
      styles: { title: { fontFamily: SERIF, fontSize: '1.375rem', fontWeight: 420 } },
    }),
    Drawer: component<DrawerProps>({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } },
    }),
    Notification: component<NotificationProps>({
      defaultProps: {
        radius: 'sm',
        withBorder: true,
        closeButtonProps: { 'aria-label': 'Close notification' },
      },
    }),
    SegmentedControl: component<SegmentedControlProps>({
      defaultProps: { radius: 'sm' },
      styles: { root: { backgroundColor: 'var(--mantine-color-stone-2)' } },
    }),
    Tabs: component<TabsProps>({ defaultProps: { color: 'ink' } }),
    Title: component<TitleProps>({ defaultProps: { c: 'ink.9' } }),
  },
});
