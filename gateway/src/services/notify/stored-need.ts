import type { RecipientNeed } from './recipient-check'

// A delivery row keeps what its content needs of the recipient (notify_delivery.need as JSON, .own as 0/1), so the
// worker checks it again when it sends the row.

/** The row columns of a need. */
export function storedNeed(need: RecipientNeed = {}): { need: string; own: number } {
  const { own, ...rest } = need
  return { need: Object.keys(rest).length ? JSON.stringify(rest) : '', own: own ? 1 : 0 }
}

const isIds = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id))
const isIdsOrNull = (value: unknown): value is number[] | null => value === null || isIds(value)

/**
 * The need of a stored row; a value that is not one (a damaged row) answers null, and the worker sends nothing for it.
 */
export function needOfRow(row: { need: string; own: number }): RecipientNeed | null {
  const own = row.own === 1
  if (!row.need) return { own }
  let value: unknown
  try {
    value = JSON.parse(row.need)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { functionId, staff, managerOf, range } = value as Record<string, unknown>
  if (functionId !== undefined && typeof functionId !== 'string') return null
  if (staff !== undefined && !isIds(staff)) return null
  if (managerOf !== undefined && !Number.isInteger(managerOf)) return null
  if (range !== undefined) {
    const scope = range as Record<string, unknown> | null
    if (
      typeof scope !== 'object' ||
      scope === null ||
      typeof scope.range !== 'string' ||
      !isIdsOrNull(scope.organIds) ||
      !isIdsOrNull(scope.employeeIds)
    )
      return null
  }
  return { own, ...(value as RecipientNeed) }
}
