/** The days (YYYY-MM-DD) of a month YYYY-MM between 2000 and 2100; null for anything else. */
export function monthDays(month: string): string[] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const year = Number(match?.[1])
  const index = Number(match?.[2]) - 1
  if (!match || year < 2000 || year > 2100 || index < 0 || index > 11) return null
  const count = new Date(Date.UTC(year, index + 1, 0)).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}
