import { useEffect, useRef } from 'react'
import type { AppRoute } from '../../session/menus'
import { frugalDevice } from '../../lib/frugal-device'
import { afterPageContent } from '../pool/background-frames'
import { prewarmApp } from '../pool/pool-store'
import { canWarm, neighboursOf } from './neighbours'

/** How long a pointer rests on a menu link before its app is prewarmed. */
export const HOVER_PREWARM_MS = 80

/**
 * Once after sign-in, when the first page has its content and the browser is idle: the landing app's
 * first-party neighbours start in the background (a vendor's app starts only when the user points at it); never on a
 * frugal device (lib/frugal-device.ts).
 */
export function usePrewarm(apps: AppRoute[], active: AppRoute | null) {
  const done = useRef(false)
  // The landing app's neighbours, whichever app the person has gone on to meanwhile.
  const landing = useRef<string | null>(null)
  landing.current ??= active?.code ?? null
  useEffect(() => {
    if (done.current || !landing.current || apps.length === 0) return
    return afterPageContent(() => {
      done.current = true
      const from = apps.find((app) => app.code === landing.current) ?? null
      neighboursOf(apps, from)
        .filter((app) => app.manifest?.party === 'first')
        .forEach((app) => {
          prewarmApp(app.code)
        })
    })
  }, [apps, active?.code])
}

/** Pointer or focus resting on a menu link: its app starts in the background (if it allows it; not on a frugal device). */
export function prewarmOnIntent(app: AppRoute) {
  if (!canWarm(app) || frugalDevice()) return () => {}
  const timer = setTimeout(() => prewarmApp(app.code), HOVER_PREWARM_MS)
  return () => clearTimeout(timer)
}
