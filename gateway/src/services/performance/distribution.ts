import { RATINGS, type Rating } from './phases'

export type Target = Record<Rating, number>

export interface Spread {
  organId: number | null
  organ: string
  total: number
  /** Participants without a rating yet. */
  unrated: number
  counts: Record<Rating, number>
  /** The share of the rated participants per rating, in percent with one decimal. */
  percents: Record<Rating, number>
  /** The share minus the target, in percentage points. */
  deviation: Record<Rating, number>
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

function spreadOf(organId: number | null, organ: string, ratings: Array<string | null>, target: Target): Spread {
  const counts = { top: 0, middle: 0, bottom: 0 }
  for (const rating of ratings) if (rating && rating in counts) counts[rating as Rating] += 1
  const rated = counts.top + counts.middle + counts.bottom
  const percents = Object.fromEntries(
    RATINGS.map((r) => [r, rated ? oneDecimal((counts[r] * 100) / rated) : 0]),
  ) as Record<Rating, number>
  const deviation = Object.fromEntries(RATINGS.map((r) => [r, oneDecimal(percents[r] - target[r])])) as Record<
    Rating,
    number
  >
  return { organId, organ, total: ratings.length, unrated: ratings.length - rated, counts, percents, deviation }
}

/**
 * The actual spread of ratings against the target: per department (in the order first met) and for the whole cycle.
 * @example distribution([{ organId: 3, organ: 'Sales', rating: 'top' }], { top: 20, middle: 70, bottom: 10 })
 */
export function distribution(
  rows: Array<{ organId: number; organ: string; rating: string | null }>,
  target: Target,
): { departments: Spread[]; overall: Spread } {
  const byOrgan = new Map<number, { organ: string; ratings: Array<string | null> }>()
  for (const row of rows) {
    const held = byOrgan.get(row.organId) ?? { organ: row.organ, ratings: [] }
    held.ratings.push(row.rating)
    byOrgan.set(row.organId, held)
  }
  return {
    departments: [...byOrgan].map(([organId, { organ, ratings }]) => spreadOf(organId, organ, ratings, target)),
    overall: spreadOf(
      null,
      '',
      rows.map((row) => row.rating),
      target,
    ),
  }
}
