// Features forget what belongs to a signed-in user when the session ends (sign-out, 401001 …).
const listeners = new Set<() => void>()

export function onSessionEnd(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function emitSessionEnd() {
  for (const listener of listeners) listener()
}
