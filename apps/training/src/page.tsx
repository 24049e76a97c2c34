import type { ReactNode } from 'react'

/** A page of the app: its heading, actions beside it, and the body. */
export function Page({
  title,
  actions,
  children,
  testid,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
  testid?: string
}) {
  return (
    <div className="training-page">
      <header className="page-head">
        <h1>{title}</h1>
        {actions && <div className="buttons">{actions}</div>}
      </header>
      <main className="page-body" data-testid={testid}>
        {children}
      </main>
    </div>
  )
}
