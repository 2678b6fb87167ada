export interface NavItem {
  label: string;
  to: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Artworks', to: '/artworks' },
  { label: 'Artists', to: '/artists' },
  { label: 'Exhibitions', to: '/exhibitions' },
  { label: 'Contacts', to: '/contacts' },
  { label: 'Lists', to: '/lists' },
  { label: 'Discovery', to: '/discovery' },
];

/** Spec: the Add menu is hidden on the artists, exhibitions, lists and events pages. */
const NO_ADD_MENU = ['/artists', '/exhibitions', '/lists', '/events'];

export function showsAddMenu(pathname: string): boolean {
  return !NO_ADD_MENU.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Artworks stays active on its sub-pages, but not on /discovery. */
export function isNavActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
