import type { TourStatus } from '@hr-portal/api/client/access'
import { t } from '../../lib/i18n/i18n'
import { http } from '../../lib/http'
import { mustReadDone } from '../../lib/one-layer'
import { runTour, tourRunning, type TourOutcome } from './run-tour'

/** The tour id the gateway keeps the first-sign-in mark under (services/access/tour.ts). */
export const SHELL_TOUR = 'shell'

/**
 * The shell's stops, by `data-tour` attribute: menus, tabs, search, messages, the user menu (language,
 * theme, tenant, security, sign-out) and the "Guided tour" button itself. A stop whose element is not on the page is skipped.
 */
const STOPS = ['menu', 'tabs', 'search', 'messages', 'account', 'help'] as const

const visible = (element: Element | null) => (element && element.getClientRects().length > 0 ? element : null)

/** Runs the shell's tour and marks it finished for this user and tenant, however it ended. */
export async function startShellTour(): Promise<TourOutcome | null> {
  if (tourRunning()) return null
  const run = runTour(
    STOPS.map((name) => ({
      locate: () => visible(document.querySelector(`[data-tour="${name}"]`)),
      title: t(`tour.${name}.title`),
      text: t(`tour.${name}.text`),
    })),
  )
  const outcome = await run.done
  await http.postJson('/joyhr/web/tour/complete', { tourId: SHELL_TOUR, outcome }, { unLoading: true }).catch(() => {})
  return outcome
}

/**
 * After sign-in: the tour starts by itself for a user who has never finished it in this tenant, once every must-read
 * notice waiting for them is confirmed (one layer at a time, lib/one-layer.ts).
 */
export async function startFirstTour(): Promise<void> {
  const answer = await http.postJson<TourStatus>('/joyhr/web/tour/status', { tourId: SHELL_TOUR }, { unLoading: true })
  if (answer.code !== 0 || !answer.result || answer.result.completed) return
  await mustReadDone()
  await startShellTour()
}
