import type { BizField } from './biz-fields'
import type { FieldAccess } from './field-permissions'

/** A field as the client shows it: its label in the request's language and what may be done with it. */
export const fieldView = (field: BizField, access: FieldAccess, en: boolean) => ({
  key: field.key,
  label: en ? field.labelEn : field.labelZh,
  labelZh: field.labelZh,
  labelEn: field.labelEn,
  type: field.type,
  options: (field.options ?? []).map((o) => ({ value: o.value, label: en ? o.labelEn : o.labelZh })),
  required: field.required,
  custom: field.formId !== undefined,
  formId: field.formId ?? null,
  access,
})
