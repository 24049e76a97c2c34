import { useRequest } from '@hr-portal/bridge/react'
import { QuickFilters, quickFiltersLabels, type QuickFilterField, type QuickFilterValues } from '@hr-portal/ui'
import { http } from './shell'
import { useLanguage } from './use-t'

/** The staff list's biz type in §7 quickQuery (services/joyhr biz-fields.ts STAFF_LIST). */
const STAFF_LIST = 7

/**
 * The quick filters HR chose for the staff list (Master data → Quick query), with their choices in the user's language;
 * nothing when none were chosen or they cannot be read (the list still works without them).
 */
export function StaffQuickFilters({ onApply }: { onApply: (values: QuickFilterValues) => void }) {
  const language = useLanguage()
  const { data } = useRequest(
    () => http.postJson<{ fields: QuickFilterField[] }>('/joyhr/web/quickQuery/getQuery', { bizTypeId: STAFF_LIST }).then((a) => a.result?.fields ?? []),
    [language],
  )
  return <QuickFilters key={language} fields={data ?? []} labels={quickFiltersLabels[language]} onApply={onApply} />
}
