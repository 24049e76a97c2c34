import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as recruit from './079-recruit'
import * as channelNames from './085-recruit-channel-names'

/**
 * The migrations that create or change the recruitment service's tables. A migration that once added its
 * menus keeps its name as a no-op (core/db/menus-from-manifests.ts).
 */
export const migrations: Record<string, Migration> = {
  '079-recruit': recruit,
  '082-recruit-menus': menusFromManifests,
  '085-recruit-channel-names': channelNames,
}
