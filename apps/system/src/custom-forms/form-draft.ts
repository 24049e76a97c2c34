import type { FieldInput, FieldType, FormInput } from '@hr-portal/api/client/form'

/** An option of a select field, as the designer edits it and the form service saves it. */
export type FieldOption = NonNullable<FieldInput['options']>[number]

/** A field being edited. `dictionary`: for a select, the code of the dictionary (master data) whose enabled values are its options; '' for options of its own. */
export interface FieldDraft {
  key: string
  labelZh: string
  labelEn: string
  type: FieldType
  options: FieldOption[]
  dictionary: string
  required: boolean
}

/** A form being edited: a new one has no id. */
export interface FormDraft {
  id?: string
  name: string
  status: 0 | 1
  fields: FieldDraft[]
}

/** What the form service saves for a draft: its texts trimmed, a select with a dictionary's options or its own. */
export const formInput = (bizTypeId: number, draft: FormDraft): FormInput => ({
  ...(draft.id ? { id: draft.id } : {}),
  bizTypeId,
  name: draft.name.trim(),
  status: draft.status,
  fields: draft.fields.map((field) => ({
    key: field.key.trim(),
    labelZh: field.labelZh.trim(),
    labelEn: field.labelEn.trim(),
    type: field.type,
    required: field.required,
    ...(field.type === 'select' && field.dictionary ? { dictionary: field.dictionary } : {}),
    ...(field.type === 'select' && !field.dictionary
      ? {
          options: field.options.map((o) => ({
            value: o.value.trim(),
            labelZh: o.labelZh.trim(),
            labelEn: o.labelEn.trim(),
          })),
        }
      : {}),
  })),
})
