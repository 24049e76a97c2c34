import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as training from './080-training'

/**
 * The migrations that create or change only the training service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '080-training': training,
  '083-training-menus': menusFromManifests,
}
