import { randomInt } from 'node:crypto'
import type { Question, QuestionType } from './question'

/** A random paper's rule: so many questions of a type, each worth so many points. */
export interface Rule {
  type: QuestionType
  count: number
  score: number
}

/** `count` different items of `from`, in random order. */
export function pick<T>(from: readonly T[], count: number, random: (below: number) => number = randomInt): T[] {
  const pool = [...from]
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + random(pool.length - i)
    ;[pool[i], pool[j]] = [pool[j], pool[i]]
  }
  return pool.slice(0, count)
}

/** The questions of a random paper for one taker: for each rule, its count of the bank's questions of its type, at the rule's points. */
export function drawQuestions(
  bank: readonly Question[],
  rules: readonly Rule[],
  random?: (below: number) => number,
): Question[] {
  return rules.flatMap((rule) =>
    pick(
      bank.filter((q) => q.type === rule.type),
      rule.count,
      random,
    ).map((q) => ({ ...q, score: rule.score })),
  )
}
