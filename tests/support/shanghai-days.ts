/** Today in Shanghai (the demo tenant's time zone), yyyy-mm-dd. */
export const shanghaiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())

/** The month (yyyy-mm) `back` months before this month in Shanghai. */
export function monthsBack(back: number): string {
  const [year, month] = shanghaiToday().split('-').map(Number)
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7)
}
