import { useState } from 'react'
import { shell, useT } from '@hr-portal/kit'

/**
 * "Guided tour" on the staff list: the shell draws the tour over this page (`tour.start`) and
 * asks the app where each element is; steps whose element is missing are skipped.
 */
export function UsersTourButton() {
  const t = useT()
  const [running, setRunning] = useState(false)
  async function start() {
    setRunning(true)
    try {
      await shell.tour.start([
        { selector: '.organ-aside', title: t('appTour.organs.title'), text: t('appTour.organs.text') },
        { selector: '.users form[role="search"]', title: t('appTour.search.title'), text: t('appTour.search.text') },
        {
          selector: '.users [data-testid="list-stats"]',
          title: t('appTour.status.title'),
          text: t('appTour.status.text'),
        },
        { selector: '[data-testid="user-table"]', title: t('appTour.table.title'), text: t('appTour.table.text') },
      ])
    } catch (error) {
      console.error('[system] the tour could not start', error)
    } finally {
      setRunning(false)
    }
  }
  return (
    <button type="button" onClick={() => void start()} disabled={running} data-testid="users-tour">
      {t('appTour.start')}
    </button>
  )
}
