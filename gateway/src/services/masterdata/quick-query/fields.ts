import type { Db } from '../../../core/db/types'
import { dictionariesOf, valueName } from '../store'
import { labelOf, type QuickField, type QuickKind } from './lists'
import { organChoices, organsOf } from './organs'

/** A quick filter as a list page draws it: its label and choices in the reader's language (`depth`: a unit's level). */
export interface QuickFieldView {
  key: string
  label: string
  kind: QuickKind
  options?: Array<{ value: string; label: string; depth?: number }>
}

/**
 * The fields as a list page draws them, in the given order: a dictionary's enabled values in their order, the list's own
 * choices, or the tenant's units in tree order.
 */
export async function fieldViews(
  db: Db,
  tenantId: number,
  fields: QuickField[],
  en: boolean,
  now: number,
): Promise<QuickFieldView[]> {
  const codes = [...new Set(fields.flatMap((field) => (field.dictionary ? [field.dictionary] : [])))]
  const [dictionaries, organs] = await Promise.all([
    dictionariesOf(db, tenantId, now, codes),
    fields.some((field) => field.kind === 'organ') ? organsOf(db, tenantId) : Promise.resolve([]),
  ])
  return Promise.all(
    fields.map(async (field): Promise<QuickFieldView> => {
      const view = { key: field.key, label: labelOf(field, en), kind: field.kind }
      if (field.kind === 'organ') return { ...view, options: organChoices(organs, en) }
      if (field.kind !== 'select') return view
      if (field.dictionary) {
        const values = dictionaries.find((d) => d.code === field.dictionary)?.values ?? []
        return {
          ...view,
          options: values.filter((v) => v.enabled).map((v) => ({ value: v.code, label: valueName(v, en) })),
        }
      }
      const choices = (await field.choices?.(db, tenantId)) ?? []
      return { ...view, options: choices.map((choice) => ({ value: choice.value, label: labelOf(choice, en) })) }
    }),
  )
}
