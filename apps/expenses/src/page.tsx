import type { ReactNode } from 'react'

/** A page of the app: its heading, actions beside it, and the body. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="expenses-page">
      <header className="page-head">
        <h1>{title}</h1>
        {actions && <div className="buttons">{actions}</div>}
      </header>
      <main className="page-body">{children}</main>
    </div>
  )
}

/** A date and time for reading, in the viewer's zone (YYYY-MM-DD HH:mm). */
export const showTime = (at: number): string => {
  const d = new Date(at)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
}

/** Today in the viewer's zone (YYYY-MM-DD). */
export const today = (): string => {
  const d = new Date()
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`
}
