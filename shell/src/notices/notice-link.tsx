import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { navigate } from 'wouter/use-browser-location'
import { isDirty } from '../session/dirty'
import { confirmLeave } from '../session/leave-guard'
import type { AppRoute } from '../session/menus'
import { $session } from '../session/session-store'

/** A click the browser handles itself (a new tab or window, a download): left to the browser, as the menu does. */
const browsersOwn = (event: MouseEvent) =>
  event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0

/**
 * Goes to a portal path in the shell as a menu link does: the app at that path opens it (the approval centre opens
 * a request's decision dialog from /portal/approval/center/requests/<id>); when the user is on another page of that
 * app with unsaved changes, they are asked first.
 */
export function openPortalPath(apps: AppRoute[], path: string, here = location.pathname): void {
  const within = (base: string, at: string) => at === base || at.startsWith(`${base}/`)
  const app = apps.find((a) => a.routerBase && within(a.routerBase, path))
  if (!app || !within(app.routerBase, here) || path === here || !isDirty(app.code)) {
    navigate(path)
    return
  }
  void confirmLeave([app.code]).then((ok) => {
    if (ok) navigate(path)
  })
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  /** The portal path it opens. */
  href: string
  /** Called before going there (mark the notice read, close the popover). */
  onOpen?: () => void
  children: ReactNode
}

/** A link to what a notice is about: a real link (keyboard, screen readers, a new tab), followed in the shell. */
export function NoticeLink({ href, onOpen, children, ...rest }: Props) {
  const { apps } = useStore($session)
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        if (browsersOwn(event)) return
        event.preventDefault()
        onOpen?.()
        openPortalPath(apps, href)
      }}
    >
      {children}
    </a>
  )
}
