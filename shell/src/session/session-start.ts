// Requests that may leave with a session's own (user, permissions, menus), once its token is known: those of the
// page a sign-in most likely lands on, so that page does not ask only after it renders.

const listeners = new Set<() => void>()

/** Runs `listener` each time a session starts loading, its token known. Answers the way to stop. */
export function onSessionStart(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The session's requests have left: the listeners' may go too (a failing listener is left out). */
export function sessionStarted() {
  for (const listener of listeners) {
    try {
      listener()
    } catch {
      // what it would have fetched is asked for again where it is needed
    }
  }
}
