import type { CatalogueField } from '../api'

type T = (key: string, vars?: Record<string, unknown>) => string

/** What a quick filter lets the user give, in words: text, a dictionary's value, a choice, a date range or a department. */
export function kindLabel(t: T, field: CatalogueField): string {
  if (field.kind === 'select')
    return field.dictionary
      ? t('quickQuery.kindDictionary', { name: field.dictionary.name })
      : t('quickQuery.kindSelect')
  return t(
    { text: 'quickQuery.kindText', dateRange: 'quickQuery.kindDateRange', organ: 'quickQuery.kindOrgan' }[field.kind],
  )
}
