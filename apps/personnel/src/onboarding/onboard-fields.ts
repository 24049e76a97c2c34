import { http } from '../shell'
import type { RecordField } from '../api'

interface ListedField {
  key: string; label: string; type: RecordField['type']; required: boolean; custom: boolean; access: RecordField['access']
  options: Array<{ value: string; labelZh: string; labelEn: string }>
}

/** The built-in fields of the employee record with the caller's access (permField/listByBizTypeId), for the onboarding form. */
export async function onboardFields(en: boolean): Promise<RecordField[]> {
  const listed = (await http.postJson<ListedField[]>('/joyhr/web/permField/listByBizTypeId', { bizTypeId: 1 })).result ?? []
  return listed.filter((f) => !f.custom).map((f) => ({
    key: f.key, label: f.label, type: f.type, access: f.access,
    // The organisation, post and position of a new hire are required (services/ums/records/onboarding.ts).
    required: f.required || f.key === 'gangwei',
    options: f.options.map((o) => ({ value: o.value, label: en ? o.labelEn : o.labelZh })),
  }))
}
