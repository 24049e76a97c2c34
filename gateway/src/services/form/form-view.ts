import { fieldView } from '../access'
import type { FormDefinition } from './form-store'

/** The answer shape of a form: fields in the request's language, with the caller's access when known. */
export const formView = (form: FormDefinition, en: boolean, access?: Record<string, string>) => ({
  id: form.id,
  bizTypeId: form.bizTypeId,
  name: form.name,
  status: form.status,
  organIds: form.organIds,
  updatedAt: form.updatedAt,
  fields: form.fields.map((field) => ({
    ...fieldView(field, (access?.[field.key] ?? 'edit') as 'edit', en),
    dictionary: field.dictionary ?? null,
  })),
})
