/** The time source of the backend; tests pass their own. */
export type Clock = () => Date

/** The calendar date (YYYY-MM-DD) and year in China, where the tenants' welfare years begin. */
export function chinaDate(now: Date): { date: string; year: number } {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
  return { date, year: Number(date.slice(0, 4)) }
}
