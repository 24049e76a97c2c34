import { describe, expect, it } from 'vitest'
import { distribution } from './distribution'

const target = { top: 20, middle: 70, bottom: 10 }

describe('distribution', () => {
  it('counts the ratings per department and overall, and how far each share is from the target', () => {
    const rows = [
      ...['top', 'top', 'middle', 'bottom'].map((rating) => ({ organId: 1, organ: 'Sales', rating })),
      ...['middle', 'middle', 'middle', 'top', 'middle', null].map((rating) => ({ organId: 2, organ: 'R&D', rating })),
    ]
    const { departments, overall } = distribution(rows, target)
    expect(departments.map((d) => d.organ)).toEqual(['Sales', 'R&D'])
    expect(departments[0]).toMatchObject({
      total: 4,
      unrated: 0,
      counts: { top: 2, middle: 1, bottom: 1 },
      percents: { top: 50, middle: 25, bottom: 25 },
      deviation: { top: 30, middle: -45, bottom: 15 },
    })
    // The unrated one counts in the total but not in the shares.
    expect(departments[1]).toMatchObject({
      total: 6,
      unrated: 1,
      counts: { top: 1, middle: 4, bottom: 0 },
      percents: { top: 20, middle: 80, bottom: 0 },
    })
    expect(overall).toMatchObject({
      organId: null,
      total: 10,
      unrated: 1,
      counts: { top: 3, middle: 5, bottom: 1 },
      percents: { top: 33.3, middle: 55.6, bottom: 11.1 },
    })
  })

  it('answers zero shares while nobody is rated', () => {
    expect(distribution([], target).overall).toMatchObject({
      total: 0,
      percents: { top: 0, middle: 0, bottom: 0 },
      deviation: { top: -20, middle: -70, bottom: -10 },
    })
  })
})
