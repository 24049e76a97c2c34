import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as training from './080-training'

/** The migrations that create or change only the training service's tables (and its menus in an older database). */
export const migrations: Record<string, Migration> = {
  '080-training': training,
  '083-training-menus': menusFromManifests,
}
