import type { Migration } from 'kysely'
import * as auditSummary from './005-audit-summary'
import * as tourWatermark from './019-tour-watermark'
import * as schemes from './030-schemes'
import * as auditChannels from './039-audit-channels'
import * as schemeLists from './113-scheme-lists'
import * as staffRole from './149-staff-role'

/** The migrations that create or change only the joyhr service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '005-audit-summary': auditSummary,
  '019-tour-watermark': tourWatermark,
  '030-schemes': schemes,
  '039-audit-channels': auditChannels,
  '113-scheme-lists': schemeLists,
  '149-staff-role': staffRole,
}
