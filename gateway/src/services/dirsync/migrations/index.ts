import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as dirsync from './070-dirsync'
import * as wecomSuite from './119-dirsync-wecom-suite'
import * as guard from './123-dirsync-guard'
import * as dateAttributes from './142-dirsync-date-attributes'

/** The migrations of the dirsync service's own tables. */
export const migrations: Record<string, Migration> = {
  '070-dirsync': dirsync,
  '073-directory-sync-menu': menusFromManifests,
  '119-dirsync-wecom-suite': wecomSuite,
  '123-dirsync-guard': guard,
  '142-dirsync-date-attributes': dateAttributes,
}
