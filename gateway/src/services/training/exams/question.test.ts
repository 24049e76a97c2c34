import { describe, expect, it } from 'vitest'
import { drawQuestions, pick } from './draw'
import { autoPoints, normalQuestion, type Question } from './question'

const q = (over: Partial<Question>): Question => ({
  id: 1,
  type: 'single',
  stem: 'Q',
  options: ['a', 'b', 'c'],
  key: 1,
  score: 5,
  ...over,
})

describe('marking of each question type', () => {
  it('gives a single choice its points only for the right option', () => {
    expect(autoPoints(q({}), 1)).toBe(5)
    expect(autoPoints(q({}), 0)).toBe(0)
    expect(autoPoints(q({}), undefined)).toBe(0)
    expect(autoPoints(q({}), 'b')).toBe(0)
  })

  it('gives a multiple choice its points only for exactly the right options, in any order', () => {
    const question = q({ type: 'multiple', key: [0, 2] })
    expect(autoPoints(question, [2, 0])).toBe(5)
    expect(autoPoints(question, [0])).toBe(0)
    expect(autoPoints(question, [0, 1, 2])).toBe(0)
    expect(autoPoints(question, [])).toBe(0)
  })

  it('marks true or false', () => {
    expect(autoPoints(q({ type: 'judge', options: [], key: false }), false)).toBe(5)
    expect(autoPoints(q({ type: 'judge', options: [], key: false }), true)).toBe(0)
  })

  it('accepts any accepted fill-in answer, ignoring case, spaces and full-width forms', () => {
    const question = q({ type: 'fill', options: [], key: ['Fire exit', '安全出口'] })
    expect(autoPoints(question, '  fire   EXIT ')).toBe(5)
    expect(autoPoints(question, 'ＦＩＲＥ exit')).toBe(5)
    expect(autoPoints(question, '安全出口')).toBe(5)
    expect(autoPoints(question, 'exit')).toBe(0)
  })

  it('leaves a short answer to a person', () => {
    expect(autoPoints(q({ type: 'short', options: [], key: 'reference' }), 'my answer')).toBeNull()
  })

  it('refuses a question whose key is not one of its options, and sorts a multiple key', () => {
    expect(normalQuestion('en', q({ key: 3 }))).toBe('the correct answer is missing or not one of the options')
    expect(normalQuestion('en', q({ options: ['a', ' '] }))).toBe('a choice question needs 2 to 8 options, none empty')
    expect(normalQuestion('zh', q({ type: 'fill', options: [], key: [' '] }))).toBe('填空题须至少有一个参考答案')
    expect(normalQuestion('en', q({ type: 'multiple', key: [2, 0] }))).toMatchObject({ key: [0, 2] })
    expect(normalQuestion('en', q({ type: 'judge', options: ['x'], key: true }))).toMatchObject({ options: [] })
  })
})

describe('random papers', () => {
  const bank = [
    ...[1, 2, 3, 4].map((id) => q({ id, type: 'single' })),
    ...[5, 6, 7].map((id) => q({ id, type: 'judge', options: [], key: true, score: 2 })),
  ]

  it("draw each rule's count of different questions of its type, at the rule's points", () => {
    const drawn = drawQuestions(bank, [
      { type: 'single', count: 2, score: 10 },
      { type: 'judge', count: 3, score: 4 },
    ])
    expect(drawn.filter((d) => d.type === 'single')).toHaveLength(2)
    expect(new Set(drawn.map((d) => d.id)).size).toBe(5)
    expect(
      drawn
        .filter((d) => d.type === 'judge')
        .map((d) => d.id)
        .sort(),
    ).toEqual([5, 6, 7])
    expect(drawn.reduce((sum, d) => sum + d.score, 0)).toBe(32)
  })

  it('differ between takers (the random source decides)', () => {
    expect(pick([1, 2, 3, 4], 2, () => 0)).toEqual([1, 2])
    expect(pick([1, 2, 3, 4], 2, (below) => below - 1)).toEqual([4, 1])
    const seen = new Set(Array.from({ length: 40 }, () => pick([1, 2, 3, 4, 5, 6], 3).join()))
    expect(seen.size).toBeGreaterThan(1)
  })
})
