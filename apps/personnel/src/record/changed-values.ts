import type { FieldValue, RecordField } from '../api'

/** The editable fields whose draft differs from the stored value ('' and null alike). */
export function changedValues(
  fields: RecordField[],
  stored: Record<string, FieldValue>,
  draft: Record<string, FieldValue>,
): Record<string, FieldValue> {
  const norm = (v: FieldValue | undefined) => (v === undefined || v === null || v === '' ? null : String(v))
  return Object.fromEntries(
    fields
      .filter((f) => f.access === 'edit' && f.key in draft && norm(draft[f.key]) !== norm(stored[f.key]))
      .map((f) => [f.key, draft[f.key] === '' ? null : (draft[f.key] ?? null)]),
  )
}
