import type { Lang } from '../../core/lang'
import { perfError } from './errors'
import type { PerfGoalTable } from './tables'

/** The score given to each of `goals` (goal id → 1–5); refused unless every goal, and only those, has one. */
export function scoresFor(
  goals: PerfGoalTable[],
  given: Array<{ goalId: number; score: number }>,
  lang: Lang,
): Map<number, number> {
  const scores = new Map(given.map((one) => [one.goalId, one.score]))
  if (goals.length === 0 || scores.size !== goals.length || goals.some((goal) => !scores.has(goal.id)))
    throw perfError(lang, 'scoresMissing')
  return scores
}
