import type { Migration } from 'kysely'
import { menusFromManifests } from '../../../core/db/menus-from-manifests'
import * as delegation from './072-delegation'
import * as absenceStart from './078-absence-start'
import * as requestTitleMessage from './105-request-title-message'
import * as cleanRequestTitles from './127-clean-request-titles'

/**
 * The workflow service's own migrations. Its first tables (wf_definition, wf_instance, wf_task, wf_action) come from
 * core's baseline migration 022-workflow, which also changes other owners' tables.
 */
export const migrations: Record<string, Migration> = {
  '072-delegation': delegation,
  '075-delegation-menu': menusFromManifests,
  '078-absence-start': absenceStart,
  '105-request-title-message': requestTitleMessage,
  '127-clean-request-titles': cleanRequestTitles,
}
