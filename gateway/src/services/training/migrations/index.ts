import type { Migration } from 'kysely'
import * as training from './080-training'
import * as menus from './083-training-menus'

/** The migrations that create or change only the training service's tables (and its menus in an older database). */
export const migrations: Record<string, Migration> = {
  '080-training': training,
  '083-training-menus': menus,
}
