/** Why a range cannot be applied, or null: §5 min and max cannot both be empty, and min cannot exceed max. */
export type RangeProblem = 'bothEmpty' | 'minAboveMax' | 'notNumber' | null

const parse = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

/** Checks a range typed as text; answers the numbers (null for an empty end) or the problem. */
export function checkRange(
  min: string,
  max: string,
): { problem: RangeProblem; min: number | null; max: number | null } {
  const low = parse(min)
  const high = parse(max)
  if (low === null && high === null) return { problem: 'bothEmpty', min: null, max: null }
  if ((low !== null && Number.isNaN(low)) || (high !== null && Number.isNaN(high)))
    return { problem: 'notNumber', min: low, max: high }
  if (low !== null && high !== null && low > high) return { problem: 'minAboveMax', min: low, max: high }
  return { problem: null, min: low, max: high }
}
