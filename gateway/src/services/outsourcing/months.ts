/** The first and last day of a month 'YYYY-MM'. */
export function monthSpan(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number)
  return { from: `${month}-01`, to: new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10) }
}

/** Whether a period of days (to null: open) touches the month. */
export const touchesMonth = (month: string, from: string, to: string | null): boolean => {
  const span = monthSpan(month)
  return from <= span.to && (to === null || to >= span.from)
}
