import { SchemeBar, schemeBarLabels, type SavedScheme, type SchemeApi } from '@hr-portal/ui'
import { http, shell, useLanguage } from '@hr-portal/kit'

/** The filters of employee records a scheme saves. */
export interface RecordConditions {
  keyword?: string
  organId?: number
  status?: number
}

const API = '/joyhr/web/selfSchemeQuery'
/** §3 list query parameter functionId: employee records' own schemes (the staff list's are the default, 7). */
const RECORDS_LIST = 1101

const recordSchemes: SchemeApi<RecordConditions> = {
  list: async () =>
    (
      await http.postJson<SavedScheme<RecordConditions>[]>(`${API}/findSelfSchemeQueryByUser`, {
        functionId: RECORDS_LIST,
      })
    ).result ?? [],
  add: async (name, conditions) =>
    (await http.postJson<SavedScheme<RecordConditions>>(`${API}/add`, { name, conditions, functionId: RECORDS_LIST }))
      .result!,
  rename: (id, name) => http.postJson(`${API}/updateSelfSchemeInfo`, { id, name, functionId: RECORDS_LIST }),
  setDefault: (id, isDefault) =>
    http.postJson(`${API}/updateDefaultScheme`, { id, isDefault, functionId: RECORDS_LIST }),
  remove: (id) => http.postJson(`${API}/remove`, { id, functionId: RECORDS_LIST }),
}

interface Props {
  /** The list's current filters, saved by 'Save as scheme…'. */
  conditions: RecordConditions
  /** Applies a scheme's filters (the default one when the page opens; none: `{}`). */
  onApply: (conditions: RecordConditions) => void
}

/** Employee records' saved query schemes (kept apart from the staff list's): save, apply, rename, delete, the default. */
export function RecordSchemes({ conditions, onApply }: Props) {
  const language = useLanguage()
  return (
    <SchemeBar
      api={recordSchemes}
      conditions={conditions}
      onApply={onApply}
      labels={schemeBarLabels[language]}
      onDone={(text) => {
        shell.ui.message('success', text).catch(() => {})
      }}
    />
  )
}
