import { atom } from 'nanostores'
import { navigate } from 'wouter/use-browser-location'
import { onSessionEnd } from '../../lib/session-end'
import { isDirty } from '../../session/dirty'
import { confirmLeave } from '../../session/leave-guard'
import { $activeApp, liveApp } from '../services/live-apps'
import { $appNavs } from '../tabs/tabs-store'
import { drop, touch, warm } from './pool'

/** Codes of the apps whose iframes are alive, least recently used first. */
export const $alive = atom<string[]>([])

/** The longest an evicted app may take to save its draft (`onBeforeEvict`). */
export const EVICT_DEADLINE_MS = 1500

async function beforeEvict(code: string) {
  const connection = liveApp(code)
  if (!connection) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    connection.app.onBeforeEvict().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, EVICT_DEADLINE_MS)
    }),
  ])
  clearTimeout(timer)
}

/** Marks `code`, just shown, as the most recently used app: its frame stays in the pool from now on. */
export function markUsed(code: string) {
  const alive = $alive.get()
  if (alive.at(-1) !== code) $alive.set([...alive.filter((c) => c !== code), code])
}

/**
 * Makes room once `code` was shown (`markUsed`): while the pool holds more than five apps, the least
 * recently used app without unsaved changes goes, after it had its chance to save a draft; only when
 * every other app is dirty the user is asked, and staying takes them back to that app (`code` goes).
 */
export async function makeRoom(code: string) {
  const current = $alive.get()
  if (current.length === 0) return
  const { alive, evicted, forced } = touch(current, current.at(-1)!, undefined, isDirty)
  if (evicted.length === 0) return
  if (forced && !(await confirmLeave(evicted))) {
    $alive.set(drop($alive.get(), code))
    const back = $appNavs.get()[evicted[0]]
    if (back) navigate(back)
    return
  }
  // The evicted frames stay (hidden) until they saved their drafts; the new one loads meanwhile.
  $alive.set([...evicted, ...alive])
  await Promise.all(evicted.map(beforeEvict))
  $alive.set($alive.get().filter((c) => !evicted.includes(c)))
}

/** Starts an app's frame in the background while the pool has room (prewarming). */
export function prewarmApp(code: string) {
  const next = warm($alive.get(), code)
  if (next.length !== $alive.get().length) $alive.set(next)
}

export function closeApp(code: string) {
  $alive.set(drop($alive.get(), code))
}

onSessionEnd(() => {
  $alive.set([])
  $activeApp.set(null)
})
