import { atom } from 'nanostores'
import { onSessionEnd } from '../../lib/session-end'
import { drop, touch } from './pool'

/** Codes of the apps whose iframes are alive, least recently used first. */
export const $alive = atom<string[]>([])

export function activateApp(code: string) {
  const { alive } = touch($alive.get(), code)
  if (alive.join() !== $alive.get().join()) $alive.set(alive)
}

export function closeApp(code: string) {
  $alive.set(drop($alive.get(), code))
}

onSessionEnd(() => $alive.set([]))
