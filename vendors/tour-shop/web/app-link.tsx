import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { app } from './shell'

/** A link to a page of the app: a real link (keyboard, new tab), moved by the app's router on a plain click. */
export function AppLink({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    app.router.navigate(to)
  }
  return <a {...props} href={`${app.router.base}${to}`} onClick={onClick} />
}
