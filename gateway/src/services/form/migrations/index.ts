import type { Migration } from 'kysely'
import * as fieldDictionary from './095-form-field-dictionary'

/**
 * The migrations that change only the form service's tables. The tables themselves are created by core's baseline
 * migration 025-perms, which also changes other owners' tables.
 */
export const migrations: Record<string, Migration> = {
  '095-form-field-dictionary': fieldDictionary,
}
