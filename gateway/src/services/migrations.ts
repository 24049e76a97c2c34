import type { Migration } from 'kysely'
import { coreMigrations } from '../core/db/migrations'
import { migrations as agent } from './agent'
import { migrations as contract } from './contract'
import { migrations as dashboard } from './dashboard'
import { migrations as dirsync } from './dirsync'
import { migrations as etax } from './etax'
import { migrations as filecenter } from './filecenter'
import { migrations as form } from './form'
import { migrations as insurance } from './insurance'
import { migrations as joyhr } from './joyhr'
import { migrations as kaoqin } from './kaoqin'
import { migrations as masterdata } from './masterdata'
import { migrations as message } from './message'
import { migrations as notify } from './notify'
import { migrations as ops } from './ops'
import { migrations as outsourcing } from './outsourcing'
import { migrations as paiban } from './paiban'
import { migrations as performance } from './performance'
import { migrations as recruit } from './recruit'
import { migrations as salary } from './salary'
import { migrations as report } from './report'
import { migrations as search } from './search'
import { migrations as training } from './training'
import { migrations as tum } from './tum'
import { migrations as uac } from './uac'
import { migrations as ums } from './ums'
import { migrations as vacation } from './vacation'
import { migrations as vendor } from './vendor'
import { migrations as vendorapi } from './vendorapi'
import { migrations as workflow } from './workflow'

/** The migrations of each owner: core's baseline and every service's own. */
export const migrationsByOwner: Record<string, Record<string, Migration>> = {
  core: coreMigrations, agent, dirsync, etax, filecenter, form, insurance, joyhr, kaoqin, message, ops, paiban, report, salary, search, tum, uac, ums, vacation,
  vendor, vendorapi, workflow, notify, training, performance, recruit, masterdata, contract, dashboard, outsourcing,
}

/** Joins the owners' migrations into one set by name; throws when two migrations have the same name. */
export function joinMigrations(byOwner: Record<string, Record<string, Migration>>): Record<string, Migration> {
  const all: Record<string, Migration> = {}
  const ownerOf = new Map<string, string>()
  for (const [owner, migrations] of Object.entries(byOwner)) {
    for (const [name, migration] of Object.entries(migrations)) {
      const other = ownerOf.get(name)
      if (other !== undefined) throw new Error(`Migration ${name} is defined twice: by ${other} and by ${owner}`)
      ownerOf.set(name, owner)
      all[name] = migration
    }
  }
  return all
}

/** Every migration of the gateway (core's and all services'), to pass to migrateToLatest; Kysely runs them by name. */
export function allMigrations(): Record<string, Migration> {
  return joinMigrations(migrationsByOwner)
}
