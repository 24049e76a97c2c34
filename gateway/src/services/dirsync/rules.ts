/** The fields a sync keeps in step, and who wins each when portal and platform differ. */
export const SYNC_FIELDS = [
  'name',
  'mobile',
  'email',
  'jobNumber',
  'department',
  'title',
  'entryDate',
  'workStartDate',
] as const
export type SyncField = (typeof SYNC_FIELDS)[number]
export type FieldRules = Record<SyncField, 'platform' | 'portal'>

/** The platform wins by default, except the job number, which HR usually assigns in the portal. */
export const DEFAULT_RULES: FieldRules = {
  name: 'platform',
  mobile: 'platform',
  email: 'platform',
  jobNumber: 'portal',
  department: 'platform',
  title: 'platform',
  entryDate: 'platform',
  workStartDate: 'platform',
}

export function rulesFrom(raw: unknown): FieldRules {
  let parsed: unknown = raw
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw)
    } catch {
      parsed = {}
    }
  }
  const given = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  const rules = { ...DEFAULT_RULES }
  for (const field of SYNC_FIELDS)
    if (given[field] === 'platform' || given[field] === 'portal') rules[field] = given[field]
  return rules
}
