import { calibration, salaryChanges } from './calibration'
import { cycles } from './cycles'
import { mine, team } from './reviews'

/** Performance reviews (gateway services/performance): its routes by area. */
export const performance = { cycles, mine, team, calibration, salaryChanges }

export { PERFORMANCE } from './codes'
export { PHASES, RATINGS, STATUSES, CYCLE_KINDS, CHANGE_KINDS, CHANGE_STATUSES } from './shared'
