/** One quick filter above a list, as §7 quickQuery getQuery answers it (label and choices in the reader's language). */
export interface QuickFilterField {
  key: string
  label: string
  /** text: contains; select: one of `options`; dateRange: from and to (either open); organ: a unit and those under it. */
  kind: 'text' | 'select' | 'dateRange' | 'organ'
  /** select and organ: the choices in order; a unit's `depth` indents it under its parent. */
  options?: Array<{ value: string; label: string; depth?: number }>
}

/** A filter's value: text or a chosen value, or a range of days 'YYYY-MM-DD'. */
export type QuickFilterValue = string | { from?: string; to?: string }

/** The filters as the list request sends them (`quick`): only those filled in. */
export type QuickFilterValues = Record<string, QuickFilterValue>

export interface QuickFiltersLabels {
  /** The form's name (a search landmark). */
  title: string
  /** The choice that leaves a select unfiltered. */
  all: string
  from: string
  to: string
  apply: string
  reset: string
  /** Shown when a range starts after it ends; `{label}` is the field. */
  fromAfterTo: string
}
