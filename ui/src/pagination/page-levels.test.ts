import { describe, expect, it } from 'vitest'
import {
  initialLevels,
  levelStep,
  pageStep,
  PAGE_LEVELS,
  resetPage,
  SHELL_PAGE_SIZES,
  TABLE_PAGE_SIZES,
} from './page-levels'

describe('six-level pagination (§3, §4)', () => {
  it('starts six levels at page 1, 10 rows, total 0, one page, each with its level', () => {
    const levels = initialLevels()
    expect(levels).toHaveLength(PAGE_LEVELS)
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6])
    expect(levels[3]).toEqual({
      level: 4,
      page: 1,
      rows: 10,
      total: 0,
      totalPage: 1,
      sizeList: [10, 20, 50, 100, 200],
      custom: false,
      isBacth: false,
    })
  })

  it("offers the shell's page sizes unless a list has its own, and keeps them through a reset", () => {
    expect(resetPage(1)).toMatchObject({ sizeList: SHELL_PAGE_SIZES, custom: false })
    const table = resetPage(2, TABLE_PAGE_SIZES)
    expect(table).toMatchObject({ sizeList: [2, 10, 15, 20, 50], custom: true, rows: 10 })
    const moved = pageStep(pageStep(table, { type: 'total', total: 40 }).info, { type: 'next' }).info
    expect(pageStep(moved, { type: 'reset' }).info).toEqual(table)
  })

  it('goes back to page 1 when the total changes, and when the size changes, with a size event', () => {
    let info = pageStep(resetPage(1), { type: 'total', total: 95 }).info
    info = pageStep(info, { type: 'page', page: 7 }).info
    expect(pageStep(info, { type: 'total', total: 95 }).info.page).toBe(7)
    expect(pageStep(info, { type: 'total', total: 96 }).info.page).toBe(1)
    const sized = pageStep(info, { type: 'size', rows: 20 })
    expect([sized.info.page, sized.info.totalPage, sized.sizeChanged]).toEqual([1, 5, true])
  })

  it('bounds previous and next, and ignores page moves during a batch operation', () => {
    let info = pageStep(resetPage(2), { type: 'total', total: 25 }).info
    expect(pageStep(info, { type: 'prev' }).info.page).toBe(1)
    info = pageStep(pageStep(pageStep(info, { type: 'next' }).info, { type: 'next' }).info, { type: 'next' }).info
    expect(info.page).toBe(3)
    const busy = pageStep(info, { type: 'batch', running: true }).info
    expect(pageStep(busy, { type: 'prev' }).info.page).toBe(3)
    expect(pageStep(busy, { type: 'reset' }).info).toEqual(resetPage(2))
  })

  it('changes one level and leaves the other five alone', () => {
    const levels = levelStep(levelStep(initialLevels(), 3, { type: 'total', total: 40 }), 3, { type: 'next' })
    expect(levels[2]).toMatchObject({ level: 3, page: 2, totalPage: 4 })
    expect(levels.filter((l) => l.level !== 3)).toEqual(initialLevels().filter((l) => l.level !== 3))
    expect(() => levelStep(levels, 7, { type: 'reset' })).toThrow(RangeError)
  })
})
