import { useRequest } from '@hr-portal/bridge/react'
import { QuickFilters, quickFiltersLabels, type QuickFilterField, type QuickFilterValues } from '@hr-portal/ui'
import { call, useLanguage } from '@hr-portal/kit'

/** The candidates' biz type in §7 quickQuery (services/access biz-fields.ts RECRUIT_CANDIDATES; its range: updateZPCustFieldRage). */
const RECRUIT_CANDIDATES = 8

/**
 * The quick filters HR put in the candidates' range (Master data → Quick query), with their choices in the user's
 * language; nothing when none were chosen or they cannot be read (the board still works without them).
 */
export function CandidateQuickFilters({ onApply }: { onApply: (values: QuickFilterValues) => void }) {
  const language = useLanguage()
  const { data } = useRequest(
    () =>
      call<{ fields: QuickFilterField[] }>('/joyhr/web/quickQuery/getQuery', { bizTypeId: RECRUIT_CANDIDATES }).then(
        (r) => r.fields,
      ),
    [language],
  )
  return <QuickFilters key={language} fields={data ?? []} labels={quickFiltersLabels[language]} onApply={onApply} />
}
