import { http } from '@hr-portal/kit'
import type { RecordField } from '../api'

interface ListedField extends RecordField {
  custom: boolean
}

/** The built-in fields of the employee record with the caller's access (permField/listByBizTypeId), for the onboarding form. */
export async function onboardFields(): Promise<RecordField[]> {
  const listed =
    (await http.postJson<ListedField[]>('/joyhr/web/permField/listByBizTypeId', { bizTypeId: 1 })).result ?? []
  return listed
    .filter((f) => !f.custom)
    .map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      access: f.access,
      options: f.options,
      // The position of a new hire is required too (services/personnel/records/onboarding.ts).
      required: f.required || f.key === 'gangwei',
    }))
}
