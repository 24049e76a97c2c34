import { atom } from 'nanostores'
import { onSessionEnd } from '../lib/session-end'

/** Codes of the apps that said they hold unsaved changes (`ui.setDirty`). */
export const $dirty = atom<ReadonlySet<string>>(new Set())

export function setDirty(app: string, dirty: boolean) {
  const current = $dirty.get()
  if (current.has(app) === dirty) return
  const next = new Set(current)
  if (dirty) next.add(app)
  else next.delete(app)
  $dirty.set(next)
}

export const isDirty = (app: string) => $dirty.get().has(app)

onSessionEnd(() => $dirty.set(new Set()))

// Reloading or closing the browser tab while an app is dirty asks first (the browser's own prompt).
window.addEventListener('beforeunload', (event) => {
  if ($dirty.get().size === 0) return
  event.preventDefault()
  event.returnValue = ''
})
