import { BarIcon } from '../../lib/layout/bar-icon'
import { useT } from '../../lib/i18n/use-t'
import { useAfterPageReady } from '../../lib/use-after-page-ready'
import './tour-texts'

// The tour's code (and driver.js) loads when a tour starts, never with the portal's first paint.
const shellTour = () => import('./shell-tour')

/**
 * "Guided tour" in the shell bar: restarts the shell's tour. On the portal's first showing after
 * sign-in, the tour starts by itself for a user who has not finished it yet (the gateway keeps that mark).
 */
export function TourButton() {
  const t = useT()
  // Once the first page is ready: the menu and tab bar are there to point at, and the app is not held back.
  useAfterPageReady(() => {
    shellTour()
      .then((m) => m.startFirstTour())
      .catch(() => {})
  }, [])
  return (
    <button
      type="button"
      className="bar-icon-button"
      onClick={() => void shellTour().then((m) => m.startShellTour())}
      data-tour="help"
      data-testid="tour-start"
      aria-label={t('tour.button')}
      title={t('tour.button')}
    >
      <BarIcon name="help" />
    </button>
  )
}
