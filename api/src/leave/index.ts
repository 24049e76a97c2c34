import { balances } from './balances'
import { blackouts } from './blackouts'
import { leave as leaveGroup } from './leave'
import { leaveTable } from './leave-table'
import { leaveTypes } from './leave-types'
import { maternityExtra } from './maternity-extra'
import { overtime } from './overtime'
import { patchCards } from './patch-cards'
import { teamCalendar } from './team-calendar'
import { toil } from './toil'

/** Leave, patch cards, overtime and time off in lieu (gateway services/leave). */
export const leave = {
  leave: leaveGroup,
  balances,
  maternityExtra,
  patchCards,
  leaveTable,
  leaveTypes,
  overtime,
  toil,
  blackouts,
  teamCalendar,
}

export { LEAVE } from './codes'
export { ENTRY_KINDS } from './balances'
