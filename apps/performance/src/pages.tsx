import { page } from '@hr-portal/kit'
import { CalibrationPage } from './calibration/calibration-page'
import { CyclesPage } from './cycles/cycles-page'
import { MinePage } from './mine/mine-page'
import { TeamPage } from './team/team-page'

/** The app's pages. A path not listed opens my performance, which everyone may see. */
export const pages = [
  page('/mine', () => <MinePage />),
  page('/cycles', () => <CyclesPage />),
  page('/calibration', () => <CalibrationPage />),
  page('/team', () => <TeamPage />),
]
