import { useStore } from '@nanostores/react'
import { useT } from '../../lib/i18n/use-t'
import { $navOpen } from './nav-drawer'

/** The bar's button that opens and closes the side menu on a narrow screen (hidden on a wide one). */
export function MenuButton() {
  const t = useT()
  const open = useStore($navOpen)
  return (
    <button
      type="button"
      className="bar-icon-button nav-toggle"
      aria-controls="portal-nav"
      aria-expanded={open}
      aria-label={t(open ? 'portal.closeMenu' : 'portal.openMenu')}
      onClick={() => $navOpen.set(!open)}
      data-testid="menu-toggle"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
      </svg>
    </button>
  )
}
