import { atom } from 'nanostores'

/** False once a session-ending prompt was confirmed: every sub-app iframe is destroyed. */
export const $subAppsMounted = atom(true)

export function unmountSubApps() {
  $subAppsMounted.set(false)
}
