import { useSyncExternalStore } from 'react'

// One polite live region for the app: what just happened ("uploaded", "saved"), read out and shown.
let message = ''
const listeners = new Set<() => void>()

/** Tells the user (and their screen reader) that something was done. */
export function announce(text: string): void {
  message = text
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function Announcer() {
  const text = useSyncExternalStore(subscribe, () => message)
  return (
    <p className="announcer" role="status" aria-live="polite" data-testid="supplier-notice">
      {text}
    </p>
  )
}
