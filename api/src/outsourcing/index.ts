import { providers, workers } from './people'
import { statements } from './statements'

/** Outsourcing (gateway services/outsourcing): providers, their workers and assignments, monthly statements. */
export const outsourcing = { providers, workers, statements }

export { OUTSOURCING } from './codes'
export { RATE_UNITS } from './people'
