import { callThrough } from '@hr-portal/api/client'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

// The organisation tree and the month's celebrations, typed by the contract (api/src/personnel).
export type { Celebration, Organ as UnitCount } from '@hr-portal/api/client/personnel'

const ums = personnelApi(callThrough(http))

/** The organisation tree with the staff on the job each unit counts (sub-units included). */
export const organCounts = () => ums.directory.organTree()

/** This month's birthdays and work anniversaries. */
export const celebrations = () => ums.people.celebrations()
