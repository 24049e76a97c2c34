import type { GatewayContext } from '../../../core/context'
import { BUILTIN_FIELDS, EMPLOYEE_RECORD, fieldAccessOf, type FieldAccess } from '../../access'
import { formView, formForOrgan, withOptions } from '../../form'
import { choicesOf, dictionariesOf } from '../../masterdata'
import { maskedAccount } from './family'
import { isoDay, recordValues, referenceNames, type RecordRow, type RecordValue } from './record-row'

/** A field of the record as the caller sees it. */
export interface RecordFieldView {
  key: string
  label: string
  type: 'text' | 'number' | 'date' | 'select'
  /** A disabled dictionary value is listed (marked) only while it is the record's present value. */
  options: Array<{ value: string; label: string; disabled?: true }>
  required: boolean
  access: FieldAccess
}

/**
 * The employee record as one user may see it (§6 'No field permissions'): hidden fields are left out of `values`
 * (and of `names`) and listed in `hiddenFields`, except the bank account number, given masked to its last 4 digits; `fields` says for each field whether the user reads or edits it.
 * `custom` holds the fields of the custom form that applies to the employee's organisation (services/form), the same way.
 */
export async function recordView(
  ctx: Pick<GatewayContext, 'db'>,
  row: RecordRow,
  viewer: { tenantId: number; userId: number; en: boolean },
) {
  const access = await fieldAccessOf(ctx, {
    tenantId: viewer.tenantId,
    userId: viewer.userId,
    bizTypeId: EMPLOYEE_RECORD,
  })
  const all = recordValues(row)
  const builtin = BUILTIN_FIELDS[EMPLOYEE_RECORD]
  // The bank account number is never left out: whoever may not see it whole reads its last 4 digits.
  const masked = (access.bankAccount ?? 'hidden') === 'hidden'
  const hiddenFields = builtin
    .filter((field) => (access[field.key] ?? 'hidden') === 'hidden' && !(field.key === 'bankAccount' && masked))
    .map((field) => field.key)
  const visible = (key: string) => !hiddenFields.includes(key)
  const names = Object.fromEntries(Object.entries(referenceNames(row)).filter(([key]) => visible(key)))
  const values: Record<string, RecordValue> = Object.fromEntries(Object.entries(all).filter(([key]) => visible(key)))
  if (masked) values.bankAccount = maskedAccount(row.profile.bank_account ?? '')
  const dictionaries = await dictionariesOf(
    ctx.db,
    viewer.tenantId,
    Date.now(),
    builtin.flatMap((field) => (field.dictionary ? [field.dictionary] : [])),
  )
  const fields: RecordFieldView[] = builtin.map((field) => ({
    key: field.key,
    label: viewer.en ? field.labelEn : field.labelZh,
    type: field.type,
    required: field.required,
    options: field.dictionary
      ? choicesOf(
          dictionaries.find((d) => d.code === field.dictionary),
          viewer.en,
          all[field.key] === null ? null : String(all[field.key]),
        )
      : (field.options ?? []).map((option) => ({
          value: option.value,
          label: viewer.en ? option.labelEn : option.labelZh,
        })),
    access: access[field.key] ?? 'hidden',
  }))
  const assigned = await formForOrgan(ctx.db, viewer.tenantId, EMPLOYEE_RECORD, row.employee.organ_id)
  let custom = null
  if (assigned) {
    const instance = await ctx.db
      .selectFrom('form_instance')
      .select(['id', 'data'])
      .where('tenant_id', '=', viewer.tenantId)
      .where('form_id', '=', assigned.id)
      .where('source_id', '=', row.employee.id)
      .executeTakeFirst()
    const stored = instance ? (JSON.parse(instance.data) as Record<string, RecordValue>) : {}
    const form = await withOptions(ctx.db, viewer.tenantId, assigned, stored)
    const customHidden = form.fields
      .filter((field) => (access[field.key] ?? 'hidden') === 'hidden')
      .map((field) => field.key)
    custom = {
      form: formView(form, viewer.en, access),
      values: Object.fromEntries(
        form.fields
          .filter((field) => !customHidden.includes(field.key))
          .map((field) => [field.key, stored[field.key] ?? null]),
      ),
      hiddenFields: customHidden,
    }
  }
  return {
    id: row.employee.id,
    /** 1 on the job, 2 left. */
    status: row.employee.status,
    leaveDate: isoDay(row.employee.leave_date),
    leaveReason: row.employee.status === 2 ? row.profile.leave_reason : '',
    values,
    names,
    hiddenFields,
    fields,
    custom,
    updatedAt: row.profile.updated_at || null,
  }
}

export type RecordView = Awaited<ReturnType<typeof recordView>>
