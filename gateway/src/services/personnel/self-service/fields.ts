import { BUILTIN_FIELDS, EMPLOYEE_RECORD } from '../../access'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'

/**
 * The record fields HR may open for self-service: a person's own contacts, personal facts, the bank account salary is
 * paid into and the family members. Name, job number,
 * department, post, dates, salary grade and the contract stay with HR.
 */
export const OPENABLE_FIELDS = [
  'mobile',
  'email',
  'address',
  'emergencyContact',
  'emergencyRelation',
  'emergencyPhone',
  'maritalStatus',
  'education',
  'politicalStatus',
  'bankName',
  'bankAccount',
  'bankHolder',
  'family',
] as const

/** Open until HR chooses otherwise: the address and the emergency contact. */
export const DEFAULT_OPEN_FIELDS = ['address', 'emergencyContact', 'emergencyRelation', 'emergencyPhone']

/** A record field's label in a language (the key itself when it is no field). */
export const fieldLabel = (lang: Lang, key: string): string => {
  const field = BUILTIN_FIELDS[EMPLOYEE_RECORD].find((f) => f.key === key)
  return field ? (lang === 'en' ? field.labelEn : field.labelZh) : key
}

export const labelled = (lang: Lang, keys: readonly string[]) =>
  keys.map((key) => ({ key, label: fieldLabel(lang, key) }))

/** The field keys the tenant has opened for self-service (the default ones until HR saves a choice). */
export async function openFieldsOf(db: Db, tenantId: number): Promise<string[]> {
  const row = await db
    .selectFrom('self_service_setting')
    .select('fields')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (!row) return DEFAULT_OPEN_FIELDS
  const saved: unknown = JSON.parse(row.fields)
  return Array.isArray(saved)
    ? saved.filter((key): key is string => (OPENABLE_FIELDS as readonly string[]).includes(key))
    : []
}

/** Saves the fields open for self-service, in the order of OPENABLE_FIELDS. */
export async function saveOpenFields(
  db: Db,
  who: { tenantId: number; userId: number; now: number },
  fields: readonly string[],
): Promise<string[]> {
  const kept = OPENABLE_FIELDS.filter((key) => fields.includes(key))
  const row = { fields: JSON.stringify(kept), updated_by: who.userId, updated_at: who.now }
  await db
    .insertInto('self_service_setting')
    .values({ tenant_id: who.tenantId, ...row })
    .onConflict((c) => c.column('tenant_id').doUpdateSet(row))
    .execute()
  return kept
}
