import type { DoNotTrack } from '@hr-portal/api/client/report'
import { atom } from 'nanostores'
import { http } from '../../lib/http'
import { trackingHttp } from './tracking-http'

/** The browser's own Do Not Track signal, the default until the user chooses. */
const browserDefault = () => typeof navigator !== 'undefined' && navigator.doNotTrack === '1'

/** Whether the signed-in user is not tracked: their saved choice, else the browser's Do Not Track. */
export const $doNotTrack = atom<boolean>(browserDefault())
/** Whether the user's saved choice has been read since sign-in (events wait for it). */
export const $doNotTrackLoaded = atom<boolean>(false)

let loading: Promise<void> | null = null
/** The user changed the switch since sign-in: a saved choice read later must not undo the change. */
let chosen = false

/** Reads the user's choice in this tenant once per sign-in (POST /report/web/track/preference). */
export function loadDoNotTrack(): Promise<void> {
  loading ??= trackingHttp
    .postJson<DoNotTrack>('/report/web/track/preference', {}, { unLoading: true })
    .then((answer) => {
      if (!chosen) $doNotTrack.set(answer.result?.doNotTrack ?? browserDefault())
    })
    .catch(() => {
      if (!chosen) $doNotTrack.set(true)
    }) // unknown choice: the safe side is not to track
    .finally(() => $doNotTrackLoaded.set(true))
  return loading
}

/** Saves the user's choice on the server; the switch shows it at once and reverts if saving fails. */
export async function setDoNotTrack(on: boolean): Promise<void> {
  const before = $doNotTrack.get()
  chosen = true
  $doNotTrack.set(on)
  try {
    await http.postJson('/report/web/track/setPreference', { doNotTrack: on }, { unLoading: true })
  } catch (error) {
    $doNotTrack.set(before)
    throw error
  }
}

/** Forgets the choice at sign-out: the next user's is read again. */
export function resetDoNotTrack() {
  loading = null
  chosen = false
  $doNotTrackLoaded.set(false)
  $doNotTrack.set(browserDefault())
}
