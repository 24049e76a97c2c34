import { directory } from './directory'
import { lookups } from './lookups'

/** People and the organisation (gateway services/ums): the directory, person lookups. */
export const ums = { directory, lookups }

export { RECORD } from './codes'
