import { useRequest } from '@hr-portal/bridge/react'
import { QuickFilters, quickFiltersLabels, type QuickFilterField, type QuickFilterValues } from '@hr-portal/ui'
import { http, useLanguage } from '@hr-portal/kit'

/** The staff list's biz type in §7 quickQuery (services/access biz-fields.ts STAFF_LIST). */
const STAFF_LIST = 7

/**
 * The quick filters HR chose for the staff list (Master data → Quick query), with their choices in the user's language;
 * undefined until they are read, none when none were chosen or they cannot be read (the list still works without them).
 */
export function useStaffQuickFields(): QuickFilterField[] | undefined {
  const language = useLanguage()
  const { data, error } = useRequest(
    () =>
      http
        .postJson<{ fields: QuickFilterField[] }>('/joyhr/web/quickQuery/getQuery', { bizTypeId: STAFF_LIST })
        .then((a) => a.result?.fields ?? []),
    [language],
  )
  return error ? [] : (data ?? undefined)
}

/** Of a scheme's quick filters, those the list still offers (HR may have removed one since the scheme was saved). */
export function offeredOnly(values: QuickFilterValues | undefined, fields: QuickFilterField[]): QuickFilterValues {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => fields.some((field) => field.key === key)))
}

interface Props {
  fields: QuickFilterField[]
  /** The filters applied (a scheme's, when one was chosen): what the form shows. */
  values: QuickFilterValues
  onApply: (values: QuickFilterValues) => void
}

/** The staff list's quick filters; drawn again when a scheme sets them. */
export function StaffQuickFilters({ fields, values, onApply }: Props) {
  const language = useLanguage()
  return (
    <QuickFilters
      key={`${language}|${JSON.stringify(values)}`}
      fields={fields}
      initial={values}
      labels={quickFiltersLabels[language]}
      onApply={onApply}
    />
  )
}
