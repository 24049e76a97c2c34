import { bases } from './bases'
import { declarations } from './declarations'
import { schemes } from './schemes'

/** Social insurance and housing fund (gateway services/insurance): schemes per city, each employee's scheme and base. */
export const insurance = { schemes, bases, declarations }

export { INSURANCE } from './codes'
export { INSURANCE_KINDS } from './schemes'
