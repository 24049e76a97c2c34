import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { CalibrationPage } from './calibration/calibration-page'
import { CyclesPage } from './cycles/cycles-page'
import { MinePage } from './mine/mine-page'
import { router } from './shell'
import { TeamPage } from './team/team-page'

/** The app's pages: a path pattern and its page. A path not listed opens my performance, which everyone may see. */
const PAGES: Array<[RegExp, ComponentType]> = [
  [/^\/cycles$/, CyclesPage],
  [/^\/calibration$/, CalibrationPage],
  [/^\/team$/, TeamPage],
  [/^\/mine$/, MinePage],
]

export function App() {
  const path = useAppPath(router)
  const found = PAGES.find(([pattern]) => pattern.test(path))
  const Page = found ? found[1] : MinePage
  return <Page />
}
