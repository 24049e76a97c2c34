import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as notify from './071-notify'
import * as attachments from './100-notify-attachments'
import * as recipientNeed from './121-notify-recipient-need'

/** The migrations that create or change only the notify service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '071-notify': notify,
  '074-notify-menus': menusFromManifests,
  '100-notify-attachments': attachments,
  '121-notify-recipient-need': recipientNeed,
}
