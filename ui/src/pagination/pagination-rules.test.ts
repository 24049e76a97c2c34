import { describe, expect, it } from 'vitest'
import { clampPage, DEFAULT_PAGE_SIZE, goToPage, PAGE_SIZES, totalPages } from './pagination-rules'

describe('pagination rules (§4, §5, §9)', () => {
  it('offers 10, 20, 50, 100 and 200 rows, 10 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100, 200])
    expect(DEFAULT_PAGE_SIZE).toBe(10)
  })

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [240, 20, 12],
  ])('counts %i rows of %i a page as %i pages', (total, rows, pages) => {
    expect(totalPages(total, rows)).toBe(pages)
  })

  it('keeps next and previous within 1 and the total pages', () => {
    expect(clampPage(0, 240, 10)).toBe(1)
    expect(clampPage(25, 240, 10)).toBe(24)
    expect(clampPage(3, 240, 10)).toBe(3)
  })

  it.each([
    ['5', 5],
    [' 7 ', 7],
    ['999', 24],
    ['0', 1],
    ['2a', 1],
    ['-3', 1],
    ['', 1],
    ['1.5', 1],
  ])('goes to page %j as %i', (input, page) => {
    expect(goToPage(input, 240, 10)).toBe(page)
  })
})
