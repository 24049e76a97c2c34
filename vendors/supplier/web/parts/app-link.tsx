import type { MouseEvent, ReactNode } from 'react'
import { app } from '../shell'

/** A link to a page of the app: a real link for keyboards and screen readers, routed inside the frame. */
export function AppLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const follow = (event: MouseEvent) => {
    event.preventDefault()
    app.router.navigate(to)
  }
  return (
    <a href={app.router.base + to} onClick={follow} className={className}>
      {children}
    </a>
  )
}
