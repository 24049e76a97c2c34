import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as leave from './023-leave'
import * as patchCard from './027-patch-card'
import * as shifts from './031-shifts'
import * as hourlyLeave from './056-hourly-leave'
import * as overtime from './057-overtime'
import * as backdating from './093-leave-backdating'
import * as eligibility from './104-leave-type-eligibility'
import * as typeSettings from './117-leave-type-settings'
import * as policies from './128-leave-policies'
import * as overtimeClasses from './129-overtime-classes'
import * as overtimeNextDay from './129-overtime-next-day'
import * as blackouts from './131-leave-blackouts'
import * as yearEnd from './134-leave-year-end'
import * as rolloverRuns from './161-leave-rollover-runs'

/**
 * The migrations that create or change only the vacation service's tables, under their original names. 031-shifts also
 * created `shift` and `shift_roster`, which the scheduling service (paiban) owns since; it stays here as history.
 */
export const migrations: Record<string, Migration> = {
  '023-leave': leave,
  '027-patch-card': patchCard,
  '031-shifts': shifts,
  '056-hourly-leave': hourlyLeave,
  '057-overtime': overtime,
  '093-leave-backdating': backdating,
  '104-leave-type-eligibility': eligibility,
  '117-leave-type-settings': typeSettings,
  '117-leave-types-menu': menusFromManifests,
  '128-leave-policies': policies,
  '129-overtime-classes': overtimeClasses,
  '129-overtime-next-day': overtimeNextDay,
  '131-leave-blackouts': blackouts,
  '134-leave-year-end': yearEnd,
  '161-leave-rollover-runs': rolloverRuns,
}
