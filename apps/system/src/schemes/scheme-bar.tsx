import {
  SchemeBar as ListSchemeBar,
  schemeBarLabels,
  type QuickFilterValues,
  type SavedScheme,
  type SchemeApi,
} from '@hr-portal/ui'
import { http, shell, useLanguage } from '@hr-portal/kit'
import type { StaffFilter } from '../export-button'

/** A scheme's filters; `quick`: the list's quick filters (§7 quick query) as they were applied. */
export interface SchemeConditions {
  keyword?: string
  organId?: number
  status?: number
  quick?: QuickFilterValues
}

const API = '/joyhr/web/selfSchemeQuery'

/** The staff list's schemes: its calls send no functionId, so the §3 default (7, the staff list) applies. */
const staffListSchemes: SchemeApi<SchemeConditions> = {
  list: async () =>
    (await http.postJson<SavedScheme<SchemeConditions>[]>(`${API}/findSelfSchemeQueryByUser`, {})).result ?? [],
  add: async (name, conditions) =>
    (await http.postJson<SavedScheme<SchemeConditions>>(`${API}/add`, { name, conditions })).result!,
  rename: (id, name) => http.postJson(`${API}/updateSelfSchemeInfo`, { id, name }),
  setDefault: (id, isDefault) => http.postJson(`${API}/updateDefaultScheme`, { id, isDefault }),
  remove: (id) => http.postJson(`${API}/remove`, { id }),
}

interface Props {
  /** The list's current filters, saved by 'Save as scheme…'. */
  filter: StaffFilter
  /** Applies a scheme's filters to the list (the default one when the page opens). */
  onApply: (conditions: SchemeConditions) => void
}

/** The staff list's saved query schemes: save the filters under a name, apply, rename, delete, set the default. */
export function SchemeBar({ filter, onApply }: Props) {
  const language = useLanguage()
  const conditions: SchemeConditions = {
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.organId ? { organId: Number(filter.organId) } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.quick ? { quick: filter.quick } : {}),
  }
  return (
    <ListSchemeBar
      api={staffListSchemes}
      conditions={conditions}
      onApply={onApply}
      labels={schemeBarLabels[language]}
      onDone={(text) => {
        shell.ui.message('success', text).catch(() => {})
      }}
    />
  )
}
