import type { Migration } from 'kysely'
import * as dirsync from './070-dirsync'
import * as menu from './073-directory-sync-menu'
import * as wecomSuite from './119-dirsync-wecom-suite'
import * as guard from './123-dirsync-guard'

/** The migrations of the dirsync service's own tables. */
export const migrations: Record<string, Migration> = {
  '070-dirsync': dirsync,
  '073-directory-sync-menu': menu,
  '119-dirsync-wecom-suite': wecomSuite,
  '123-dirsync-guard': guard,
}
