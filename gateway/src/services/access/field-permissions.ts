import { cached, tenantScope } from '../../core/cache'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { dictionariesOf, valueName } from '../masterdata'
import { BUILTIN_FIELDS, type BizField } from './biz-fields'

/** What a user may do with one field of a record: not see it, see it, or change it. */
export type FieldAccess = 'hidden' | 'read' | 'edit'

export const FIELD_ACCESS: readonly FieldAccess[] = ['hidden', 'read', 'edit']

/** A role without a row for a field (nor an ANY_FIELD row) reads it (unless the field has a default of its own): field permissions narrow or widen from there. */
export const DEFAULT_FIELD_ACCESS: FieldAccess = 'read'

/** The key of a role's row that sets its access to every field without a row of its own (fields added later too). */
export const ANY_FIELD = '*'

const rank = (access: FieldAccess): number => FIELD_ACCESS.indexOf(access)
export const widest = (a: FieldAccess, b: FieldAccess): FieldAccess => (rank(a) >= rank(b) ? a : b)
export const isFieldAccess = (value: unknown): value is FieldAccess => FIELD_ACCESS.includes(value as FieldAccess)

/** Every field of a business type in a tenant: the built-in ones (dictionary options filled in), then those its custom forms add. */
export async function fieldsOfBizType(db: Db, tenantId: number, bizTypeId: number): Promise<BizField[]> {
  return withDictionaryOptions(db, tenantId, await fieldListOf(db, tenantId, bizTypeId))
}

/** The fields of a business type as declared, without reading dictionaries (access checks need their keys only). */
async function fieldListOf(db: Db, tenantId: number, bizTypeId: number): Promise<BizField[]> {
  const custom = await db
    .selectFrom('custom_form_field')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('biz_type_id', '=', bizTypeId)
    .orderBy('form_id')
    .orderBy('sort')
    .execute()
  return [
    ...(BUILTIN_FIELDS[bizTypeId] ?? []),
    ...custom.map(
      (row): BizField => ({
        key: row.field_key,
        labelZh: row.label_zh,
        labelEn: row.label_en,
        type: row.type as BizField['type'],
        options: JSON.parse(row.options),
        required: row.required === 1,
        formId: row.form_id,
        ...(row.dictionary ? { dictionary: row.dictionary } : {}),
      }),
    ),
  ]
}

/**
 * Fields whose options are a dictionary get the tenant's enabled values of it, in order (services/masterdata), and the
 * disabled value a record holds now (`held`, by field key), so an edit may keep it.
 */
export async function withDictionaryOptions(
  db: Db,
  tenantId: number,
  fields: BizField[],
  held: Record<string, unknown> = {},
): Promise<BizField[]> {
  const codes = fields.flatMap((field) => (field.dictionary ? [field.dictionary] : []))
  if (!codes.length) return fields
  const dictionaries = await dictionariesOf(db, tenantId, Date.now(), codes)
  return fields.map((field) => {
    if (!field.dictionary) return field
    const keep = held[field.key] === null || held[field.key] === undefined ? undefined : String(held[field.key])
    const values =
      dictionaries.find((d) => d.code === field.dictionary)?.values.filter((v) => v.enabled || v.code === keep) ?? []
    return {
      ...field,
      options: values.map((v) => ({ value: v.code, labelZh: valueName(v, false), labelEn: valueName(v, true) })),
    }
  })
}

/** One role's access to each field of a business type (rows, else the default). */
export async function roleFieldAccess(
  db: Db,
  tenantId: number,
  roleId: number,
  bizTypeId: number,
): Promise<Record<string, FieldAccess>> {
  const [fields, rows] = await Promise.all([
    fieldListOf(db, tenantId, bizTypeId),
    db
      .selectFrom('role_field_permission')
      .select(['field_key', 'access'])
      .where('tenant_id', '=', tenantId)
      .where('role_id', '=', roleId)
      .where('biz_type_id', '=', bizTypeId)
      .execute(),
  ])
  const stored = new Map(rows.map((row) => [row.field_key, row.access]))
  return Object.fromEntries(
    fields.map((field) => {
      const access = stored.get(field.key) ?? stored.get(ANY_FIELD)
      return [field.key, isFieldAccess(access) ? access : (field.defaultAccess ?? DEFAULT_FIELD_ACCESS)]
    }),
  )
}

/**
 * What a user may do with each field of a business type's record, in one tenant (§6 'No field permissions').
 * A super user edits every field; otherwise the widest access any of the user's roles in that tenant gives
 * (a role without a row for a field reads it); a user without a role in the tenant sees no field.
 * @example const access = await fieldAccessOf(ctx, { tenantId, userId, bizTypeId: EMPLOYEE_RECORD })
 *          if (access.idNumber === 'hidden') hiddenFields.push('idNumber')
 */
export async function fieldAccessOf(
  ctx: Pick<GatewayContext, 'db'>,
  who: { tenantId: number; userId: number; bizTypeId: number },
): Promise<Record<string, FieldAccess>> {
  const { db } = ctx
  const [user, fields, roles] = await Promise.all([
    db.selectFrom('app_user').select('is_super').where('id', '=', who.userId).executeTakeFirst(),
    fieldListOf(db, who.tenantId, who.bizTypeId),
    db
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .select('role.id')
      .where('user_role.user_id', '=', who.userId)
      .where('role.tenant_id', '=', who.tenantId)
      .execute(),
  ])
  if (user?.is_super === 1) return Object.fromEntries(fields.map((field) => [field.key, 'edit' as FieldAccess]))
  return widestOfRoles(
    db,
    who.tenantId,
    roles.map((role) => role.id),
    who.bizTypeId,
    fields,
  )
}

async function widestOfRoles(
  db: Db,
  tenantId: number,
  roleIds: readonly number[],
  bizTypeId: number,
  fields: BizField[],
): Promise<Record<string, FieldAccess>> {
  const access: Record<string, FieldAccess> = Object.fromEntries(
    fields.map((field) => [field.key, 'hidden' as FieldAccess]),
  )
  for (const roleId of roleIds) {
    const ofRole = await roleFieldAccess(db, tenantId, roleId, bizTypeId)
    for (const [key, value] of Object.entries(ofRole)) access[key] = widest(access[key], value)
  }
  return access
}

/**
 * fieldAccessOf for a user who is not a super user, by the roles they hold in the tenant (sorted: roleIdsOf): one
 * object per tenant, role set and business type, cached until a role, field or field permission changes; never
 * change it.
 */
export function fieldAccessOfRoles(
  db: Db,
  tenantId: number,
  roleIds: readonly number[],
  bizTypeId: number,
): Promise<Readonly<Record<string, FieldAccess>>> {
  return cached(db, tenantScope(tenantId), `fieldAccess:${bizTypeId}:${roleIds.join(',')}`, async () =>
    widestOfRoles(db, tenantId, roleIds, bizTypeId, await fieldListOf(db, tenantId, bizTypeId)),
  )
}

/**
 * Whether any of the user's roles in the tenant sets a field permission of the business type: a record whose field
 * permissions only narrow what its functions allow (the salary profile) is not narrowed while none is set.
 */
export async function hasFieldRules(
  ctx: Pick<GatewayContext, 'db'>,
  who: { tenantId: number; userId: number; bizTypeId: number },
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('role_field_permission')
    .innerJoin('user_role', 'user_role.role_id', 'role_field_permission.role_id')
    .select('role_field_permission.field_key')
    .where('role_field_permission.tenant_id', '=', who.tenantId)
    .where('role_field_permission.biz_type_id', '=', who.bizTypeId)
    .where('user_role.user_id', '=', who.userId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
