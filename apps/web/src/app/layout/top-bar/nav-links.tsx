import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, isNavActive } from './nav-items';

interface NavLinksProps {
  /** The class of the nav element (the desktop bar lays its links out in a row). */
  className?: string | undefined;
  /** The class of each link. */
  linkClassName?: string | undefined;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The main navigation, the one list drawn in both the desktop bar and the phone drawer. */
export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const { pathname } = useLocation();
  return (
    <nav className={className} aria-label="Main">
      {NAV_ITEMS.map((item) => {
        const active = isNavActive(item, pathname);
        return (
          <Link
            key={item.to}
            to={item.to}
            className={linkClassName}
            onClick={onNavigate}
            data-active={active || undefined}
            data-tour={`nav-${item.to.slice(1)}`}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
