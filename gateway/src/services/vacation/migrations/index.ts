import type { Migration } from 'kysely'
import * as leave from './023-leave'
import * as patchCard from './027-patch-card'
import * as shifts from './031-shifts'

/** The migrations that create or change only the vacation service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '023-leave': leave,
  '027-patch-card': patchCard,
  '031-shifts': shifts,
}
