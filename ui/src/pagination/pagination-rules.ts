// §4 "Pagination" and §5 go-to-page, as pure rules.

/** §9: page sizes of the shell, 10 by default. */
export const PAGE_SIZES = [10, 20, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 10

export function totalPages(total: number, rows: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, rows)))
}

/** Next and previous stay within 1 and the total pages. */
export function clampPage(page: number, total: number, rows: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), totalPages(total, rows))
}

/** §5: the go-to-page input takes digits only; anything else resets it to page 1. */
export function goToPage(input: string, total: number, rows: number): number {
  return /^\d+$/.test(input.trim()) ? clampPage(Number(input.trim()), total, rows) : 1
}
