/** How often and how long in all (late arrivals, early departures): "1 time / 20 min", "3 times / 45 min". */
export const timesText = (
  t: (key: string, params?: Record<string, unknown>) => string,
  count: number,
  minutes: number,
): string => t(count === 1 ? 'att.timesOne' : 'att.times', { count, minutes })
