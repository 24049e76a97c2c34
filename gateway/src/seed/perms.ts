import type { Db } from '../core/db/types'
import { BUILTIN_FIELDS, EMPLOYEE_RECORD, SALARY_PROFILE, type DataRange, ANY_FIELD } from '../services/access'

/** Fields of the employee record the Staff role may not see. */
export const STAFF_HIDDEN_FIELDS = ['idNumber', 'salaryGrade', 'emergencyPhone']

/** Data range of each demo role, by English name: managers see their team (the reporting line), HR and staff everyone. */
const RANGES: Record<string, DataRange> = {
  'HR Manager': 'all',
  Staff: 'all',
  Manager: 'team',
  'Report viewer': 'self',
}

/** The demo custom form of the employee record, for tenant 1's top organ (the personnel record shows its fields). */
const DEMO_FORM = {
  id: 'a7c2f1e0-0d14-4b5e-9f7a-000000000001',
  name: '员工补充信息',
  fields: [
    {
      key: 'bloodType',
      labelZh: '血型',
      labelEn: 'Blood type',
      type: 'select',
      required: 0,
      options: ['A', 'B', 'AB', 'O'].map((value) => ({ value, labelZh: `${value}型`, labelEn: value })),
    },
    {
      key: 'previousEmployer',
      labelZh: '前雇主',
      labelEn: 'Previous employer',
      type: 'text',
      required: 0,
      options: [],
    },
    {
      key: 'probationEnd',
      labelZh: '试用期结束日期',
      labelEn: 'Probation end',
      type: 'date',
      required: 0,
      options: [],
    },
  ],
}

/**
 * Demo field permissions (HR Manager edits every built-in field of the employee record and every field of the salary
 * profile; Staff reads the record without the ID number and salary grade), data ranges by English role name (roles other parts add, like Manager, included: run after
 * them), and one custom form of the employee record in tenant 1.
 */
export async function seedPerms(db: Db, now: number): Promise<void> {
  const roles = await db.selectFrom('role').select(['id', 'tenant_id', 'name_en']).execute()
  const fields = BUILTIN_FIELDS[EMPLOYEE_RECORD].map((field) => field.key)
  for (const role of roles) {
    const range = role.name_en ? RANGES[role.name_en] : undefined
    if (range)
      await db
        .insertInto('role_data_range')
        .values({ tenant_id: role.tenant_id, role_id: role.id, data_range: range })
        .execute()
    const base = { tenant_id: role.tenant_id, role_id: role.id, biz_type_id: EMPLOYEE_RECORD }
    if (role.name_en === 'HR Manager') {
      // Every built-in field, and (the '*' row) every field a custom form adds later.
      await db
        .insertInto('role_field_permission')
        .values([...fields, ANY_FIELD].map((field_key) => ({ ...base, field_key, access: 'edit' })))
        .execute()
      // Every field of the salary profile too (as migration 092 gives the roles that change profiles).
      await db
        .insertInto('role_field_permission')
        .values({ ...base, biz_type_id: SALARY_PROFILE, field_key: ANY_FIELD, access: 'edit' })
        .execute()
    }
    if (role.name_en === 'Staff') {
      await db
        .insertInto('role_field_permission')
        .values(STAFF_HIDDEN_FIELDS.map((field_key) => ({ ...base, field_key, access: 'hidden' })))
        .execute()
    }
  }
  const top = await db
    .selectFrom('organ')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('parent_id', 'is', null)
    .orderBy('id')
    .executeTakeFirst()
  if (!top) return
  await db
    .insertInto('custom_form')
    .values({
      tenant_id: 1,
      id: DEMO_FORM.id,
      biz_type_id: EMPLOYEE_RECORD,
      name: DEMO_FORM.name,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('custom_form_field')
    .values(
      DEMO_FORM.fields.map((field, sort) => ({
        tenant_id: 1,
        form_id: DEMO_FORM.id,
        biz_type_id: EMPLOYEE_RECORD,
        field_key: field.key,
        label_zh: field.labelZh,
        label_en: field.labelEn,
        type: field.type,
        options: JSON.stringify(field.options),
        required: field.required,
        sort,
      })),
    )
    .execute()
  await db.insertInto('form_range').values({ tenant_id: 1, form_id: DEMO_FORM.id, organ_id: top.id }).execute()
}
