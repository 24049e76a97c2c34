import { useEffect, useRef, type ReactNode } from 'react'

/** A page of the app: its heading takes the focus when the page opens, so screen readers announce it. */
export function Page({ title, busy, children }: { title: string; busy: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])
  return (
    <main className="page" aria-busy={busy}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  )
}
