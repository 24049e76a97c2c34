// The portal's own layers that ask for the user's whole attention — the must-read notices (§5) and the guided tour —
// show one at a time: the tour waits until every must-read notice is confirmed, and a must-read notice published
// while a tour runs waits for the tour to end. Never stacked.
import { atom } from 'nanostores'
import { onSessionEnd } from './session-end'

/** How many must-read notices wait for the user's confirmation; null until their list has arrived. */
export const $mustReadWaiting = atom<number | null>(null)
/** Whether the guided tour is on the page. */
export const $tourOpen = atom(false)

onSessionEnd(() => {
  $mustReadWaiting.set(null)
  $tourOpen.set(false)
})

/** Resolves once the must-read list has arrived and no notice of it waits any more. */
export function mustReadDone(): Promise<void> {
  return new Promise((resolve) => {
    if ($mustReadWaiting.get() === 0) return resolve()
    const stop = $mustReadWaiting.listen((waiting) => {
      if (waiting !== 0) return
      stop()
      resolve()
    })
  })
}
