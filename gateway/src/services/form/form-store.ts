import type { Auth } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { Db, OrganTable } from '../../core/db/types'
import type { CustomFormTable } from './tables'
import { type BizField, inScope, staffScopeOf, permsCodes, permsError, withDictionaryOptions } from '../access'
import { organsOfTenant, subtreeIds } from '../../core/org-tree'
import type { Lang } from '../../core/lang'

export interface FormDefinition {
  id: string
  bizTypeId: number
  name: string
  /** 1 effective, 0 disabled. */
  status: number
  fields: BizField[]
  /** The organs the form applies to (with everything below them). */
  organIds: number[]
  updatedAt: number
}

export async function formsOf(
  db: Db,
  tenantId: number,
  filter: { ids?: string[]; bizTypeId?: number } = {},
): Promise<FormDefinition[]> {
  let query = db.selectFrom('custom_form').selectAll().where('tenant_id', '=', tenantId)
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : [''])
  if (filter.bizTypeId !== undefined) query = query.where('biz_type_id', '=', filter.bizTypeId)
  const forms = await query.orderBy('created_at').orderBy('id').execute()
  if (forms.length === 0) return []
  const ids = forms.map((form) => form.id)
  const [fields, ranges] = await Promise.all([
    db
      .selectFrom('custom_form_field')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('form_id', 'in', ids)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('form_range')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('form_id', 'in', ids)
      .orderBy('organ_id')
      .execute(),
  ])
  return forms.map((form: CustomFormTable) => ({
    id: form.id,
    bizTypeId: form.biz_type_id,
    name: form.name,
    status: form.status,
    updatedAt: form.updated_at,
    fields: fields
      .filter((f) => f.form_id === form.id)
      .map((f) => ({
        key: f.field_key,
        labelZh: f.label_zh,
        labelEn: f.label_en,
        type: f.type as BizField['type'],
        options: JSON.parse(f.options),
        required: f.required === 1,
        formId: form.id,
        ...(f.dictionary ? { dictionary: f.dictionary } : {}),
      })),
    organIds: ranges.filter((r) => r.form_id === form.id).map((r) => r.organ_id),
  }))
}

/**
 * The form with the options of its dictionary fields filled in (services/masterdata): the enabled values, and the
 * disabled value a record holds now (`held`, by field key).
 */
export async function withOptions(
  db: Db,
  tenantId: number,
  form: FormDefinition,
  held: Record<string, unknown> = {},
): Promise<FormDefinition> {
  return { ...form, fields: await withDictionaryOptions(db, tenantId, form.fields, held) }
}

export async function formOf(db: Db, lang: Lang, tenantId: number, formId: string): Promise<FormDefinition> {
  const [form] = await formsOf(db, tenantId, { ids: [formId] })
  if (!form) throw permsError(lang, permsCodes.formNotFound, 'formNotFound')
  return form
}

/** Organs covered by a set of range organs: each with everything below it. */
export const coveredOrgans = (organs: OrganTable[], rangeOrganIds: number[]): Set<number> =>
  new Set(rangeOrganIds.flatMap((organId) => subtreeIds(organs, organId)))

/** Answers, for an organ, the effective form of a business type whose range covers it (ranges never overlap). */
export async function formResolver(
  db: Db,
  tenantId: number,
  bizTypeId: number,
): Promise<(organId: number) => FormDefinition | undefined> {
  const [forms, organs] = await Promise.all([formsOf(db, tenantId, { bizTypeId }), organsOfTenant(db, tenantId)])
  const covered = forms
    .filter((form) => form.status === 1)
    .map((form) => ({ form, organs: coveredOrgans(organs, form.organIds) }))
  return (organId) => covered.find((entry) => entry.organs.has(organId))?.form
}

export const formForOrgan = async (
  db: Db,
  tenantId: number,
  bizTypeId: number,
  organId: number,
): Promise<FormDefinition | undefined> => (await formResolver(db, tenantId, bizTypeId))(organId)

/** A staff member of the session's tenant inside the caller's data range, else 410307. */
export async function staffInRange(ctx: GatewayContext, lang: Lang, auth: Auth, employeeId: number) {
  const employee = await ctx.db
    .selectFrom('employee')
    .select(['id', 'organ_id', 'name'])
    .where('tenant_id', '=', auth.session.tenant_id)
    .where('id', '=', employeeId)
    .executeTakeFirst()
  if (!employee || !inScope(await staffScopeOf(ctx, auth.session), employee)) {
    throw permsError(lang, permsCodes.outOfRange, 'outOfRange')
  }
  return employee
}

/** Forgets a deleted organisation unit in every form's range (the unit's own rows only; called in its transaction). */
export async function removeOrganFromRanges(db: Db, tenantId: number, organId: number): Promise<void> {
  await db.deleteFrom('form_range').where('tenant_id', '=', tenantId).where('organ_id', '=', organId).execute()
}
