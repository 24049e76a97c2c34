import { audit } from './audit'
import { fields } from './fields'
import { menu } from './menu'
import { roles } from './roles'
import { schemes } from './schemes'
import { search } from './search'
import { settings } from './settings'

/** The core HR service (gateway services/access): roles and permissions, bridge audit, search, saved schemes, company settings. */
export const access = { settings, roles, fields, audit, menu, search, schemes }

export { JOYHR } from './codes'
export { DATA_RANGES, FUNCTION_ID_PATTERN } from './roles'
export { FIELD_ACCESS } from './fields'
export { SEARCH_KINDS } from './search'
export { IDLE_BOUNDS, TOUR_OUTCOMES } from './settings'
export { SCHEME_LIST_IDS } from './schemes'
export { appEntry, menuButton, menuItem } from './menu'
