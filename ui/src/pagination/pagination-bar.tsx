import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { Pagination } from '@ark-ui/react/pagination'
import { goToPage, PAGE_SIZES, totalPages } from './pagination-rules'

export interface PaginationLabels {
  /** The bar's name for screen readers. */
  nav: string
  /** The total, or "…" while it is not known yet. */
  total: (total: number | string) => string
  size: string
  prev: string
  next: string
  current: (page: number, pages: number) => string
  goTo: string
}

export interface PaginationBarProps {
  /** The number of rows, or null until the list's first answer (the bar then shows "…", busy). */
  total: number | null
  page: number
  rows: number
  onPageChange: (page: number) => void
  /** §4: a new page size; the bar goes back to page 1 too. */
  onSizeChange: (rows: number) => void
  /** §4: the controls are disabled during batch operations. */
  disabled?: boolean
  showGoTo?: boolean
  /** §4: a change of total resets to page 1 (default); a live log that grows while read turns it off. */
  resetOnTotalChange?: boolean
  /** The page sizes offered: the shell's 10/20/50/100/200 by default, the table library's 2/10/15/20/50 in a data table. */
  sizes?: readonly number[]
  labels: PaginationLabels
}

/** §2 pagination bar: total, page-size select, previous and next, current/total and go-to-page. */
export function PaginationBar({
  total: known,
  page,
  rows,
  onPageChange,
  onSizeChange,
  disabled,
  showGoTo,
  resetOnTotalChange = true,
  sizes = PAGE_SIZES,
  labels,
}: PaginationBarProps) {
  const total = known ?? 0
  const pages = totalPages(total, rows)
  const [goTo, setGoTo] = useState('')
  const lastTotal = useRef(known)
  const totalChanged = useEffectEvent((known: number | null) => {
    // §4: a change of total resets to page 1; the first answer is not a change.
    if (resetOnTotalChange && lastTotal.current !== null && lastTotal.current !== known && page !== 1) onPageChange(1)
    lastTotal.current = known
  })
  useEffect(() => {
    totalChanged(known)
  }, [known])

  function jump() {
    const target = goToPage(goTo, total, rows)
    setGoTo(String(target))
    if (target !== page) onPageChange(target)
  }

  return (
    <Pagination.Root
      className="hr-pagination"
      count={total}
      pageSize={rows}
      page={page}
      type="button"
      onPageChange={({ page: next }) => onPageChange(next)}
      translations={{ rootLabel: labels.nav, prevTriggerLabel: labels.prev, nextTriggerLabel: labels.next }}
    >
      <span className="hr-pagination-total" aria-busy={known === null || undefined}>
        {labels.total(known ?? '…')}
      </span>
      <label className="hr-pagination-size">
        {labels.size}
        <select
          value={rows}
          disabled={disabled}
          onChange={(e) => {
            onSizeChange(Number(e.target.value))
            onPageChange(1)
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <Pagination.PrevTrigger className="hr-button" disabled={disabled || page <= 1}>
        {labels.prev}
      </Pagination.PrevTrigger>
      <span className="hr-pagination-current" aria-live="polite">
        {labels.current(page, pages)}
      </span>
      <Pagination.NextTrigger className="hr-button" disabled={disabled || page >= pages}>
        {labels.next}
      </Pagination.NextTrigger>
      {showGoTo && (
        <label className="hr-pagination-goto">
          {labels.goTo}
          <input
            inputMode="numeric"
            value={goTo}
            disabled={disabled}
            size={4}
            onChange={(e) => setGoTo(e.target.value)}
            onBlur={jump}
            onKeyDown={(e) => {
              if (e.key === 'Enter') jump()
            }}
          />
        </label>
      )}
    </Pagination.Root>
  )
}
