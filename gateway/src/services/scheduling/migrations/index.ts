import type { Migration } from 'kysely'
import * as calendars from './052-calendars'
import * as groups from './053-groups'
import * as shiftOverride from './077-shift-override'
import * as overtimeOfferRules from './130-overtime-offer-rules'
import * as holidayStatutory from './129-holiday-statutory'
import * as rosterPublished from './159-roster-published'

/** The migrations that create or change only the scheduling service's tables (the shift tables began in vacation's 031-shifts). */
export const migrations: Record<string, Migration> = {
  '052-calendars': calendars,
  '053-groups': groups,
  '077-shift-override': shiftOverride,
  '130-overtime-offer-rules': overtimeOfferRules,
  '129-holiday-statutory': holidayStatutory,
  '159-roster-published': rosterPublished,
}
