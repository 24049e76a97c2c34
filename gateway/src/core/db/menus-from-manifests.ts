import type { Migration } from 'kysely'

/**
 * What each migration that once added first-party menus is now: nothing. Those menus come from the apps'
 * manifest.json (apps/menu-sync.ts), synced by the seed and at every start, which brings a database of any age to
 * them. The migrations keep their names: a database lists the ones it ran, and Kysely refuses one naming a
 * migration it does not know.
 */
export const menusFromManifests: Migration = {
  async up() {},
}
