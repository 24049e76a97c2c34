// §3 page info (total, page, totalPage, rows, sizeList, custom, isBacth) with pagination state for six levels, and the §4 transitions.
export const PAGE_LEVELS = 6
export const SHELL_PAGE_SIZES = [10, 20, 50, 100, 200] as const
export const TABLE_PAGE_SIZES = [2, 10, 15, 20, 50] as const

export interface PageInfo {
  level: number
  page: number
  rows: number
  total: number
  totalPage: number
  /** The page sizes offered: the shell's (10, 20, 50, 100, 200) unless the list has its own. */
  sizeList: readonly number[]
  /** Whether the list offers its own page sizes instead of the shell's. */
  custom: boolean
  /** Batch operation running: the controls are disabled. */
  isBacth: boolean
}

const sameSizes = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((size, i) => size === b[i])

/** A level at page 1, 10 rows, total 0, one page; `sizeList` gives the list's own page sizes. */
export const resetPage = (level: number, sizeList: readonly number[] = SHELL_PAGE_SIZES): PageInfo => ({
  level,
  page: 1,
  rows: 10,
  total: 0,
  totalPage: 1,
  sizeList,
  custom: !sameSizes(sizeList, SHELL_PAGE_SIZES),
  isBacth: false,
})

/** Pagination state of six levels (a list, its detail, the detail's detail …), each with its level number. */
export const initialLevels = (): PageInfo[] => Array.from({ length: PAGE_LEVELS }, (_, i) => resetPage(i + 1))

export type PageEvent =
  | { type: 'total'; total: number }
  | { type: 'size'; rows: number }
  | { type: 'page'; page: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'batch'; running: boolean }
  | { type: 'reset' }

const pages = (total: number, rows: number) => Math.max(1, Math.ceil(total / rows))

/** One level's next state (§4); answers `sizeChanged` so the caller emits the size event. */
export function pageStep(info: PageInfo, event: PageEvent): { info: PageInfo; sizeChanged: boolean } {
  const locked = info.isBacth && event.type !== 'batch' && event.type !== 'reset' && event.type !== 'total'
  if (locked) return { info, sizeChanged: false }
  switch (event.type) {
    case 'total':
      return {
        info: {
          ...info,
          total: event.total,
          totalPage: pages(event.total, info.rows),
          page: event.total === info.total ? info.page : 1,
        },
        sizeChanged: false,
      }
    case 'size':
      return {
        info: { ...info, rows: event.rows, page: 1, totalPage: pages(info.total, event.rows) },
        sizeChanged: event.rows !== info.rows,
      }
    case 'page':
      return {
        info: { ...info, page: Math.min(Math.max(1, Math.floor(event.page) || 1), info.totalPage) },
        sizeChanged: false,
      }
    case 'next':
      return { info: { ...info, page: Math.min(info.page + 1, info.totalPage) }, sizeChanged: false }
    case 'prev':
      return { info: { ...info, page: Math.max(info.page - 1, 1) }, sizeChanged: false }
    case 'batch':
      return { info: { ...info, isBacth: event.running }, sizeChanged: false }
    case 'reset':
      return { info: resetPage(info.level, info.sizeList), sizeChanged: false }
  }
}

/** Applies an event to one level of the six, leaving the others as they are. */
export function levelStep(levels: PageInfo[], level: number, event: PageEvent): PageInfo[] {
  if (level < 1 || level > PAGE_LEVELS) throw new RangeError(`pagination level must be 1..${PAGE_LEVELS}`)
  return levels.map((info) => (info.level === level ? pageStep(info, event).info : info))
}
