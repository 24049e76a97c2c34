/** Minutes after midnight of HH:MM. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The part of a shift that counts as working time: its start and end, with unpaid breaks, all HH:MM. */
export interface ShiftTimes {
  start: string
  end: string
  breaks: { start: string; end: string }[]
}

/** [from, to) in minutes after the day's midnight; `to` not after `from` means the next day. */
const span = (from: string, to: string): [number, number] => {
  const start = minutesOf(from)
  let end = minutesOf(to)
  if (end <= start) end += 24 * 60
  return [start, end]
}

const overlap = (a: [number, number], b: [number, number]): number =>
  Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]))

const rounded = (minutes: number): number => Math.round((minutes / 60) * 100) / 100

/** Hours from one time to a later one of the same day; null when the end is not after the start. */
export function plainHours(from: string, to: string): number | null {
  const minutes = minutesOf(to) - minutesOf(from)
  return minutes > 0 ? rounded(minutes) : null
}

/** Hours from a time to another, across midnight when the end is not after the start (overtime into the night). */
export const hoursAcrossMidnight = (from: string, to: string): number => {
  const [start, end] = span(from, to)
  return rounded(end - start)
}

/**
 * Hours of leave from `from` to `to` (same day, end after start) that fall in the shift, its breaks taken out.
 * A shift across midnight reaches into the next morning: times before its start are read as that morning.
 */
export function shiftHours(from: string, to: string, shift: ShiftTimes): number {
  const work = span(shift.start, shift.end)
  const next = (time: string) =>
    work[1] > 24 * 60 && minutesOf(time) < work[0] ? minutesOf(time) + 24 * 60 : minutesOf(time)
  const leave: [number, number] = [next(from), next(to)]
  if (leave[1] <= leave[0]) leave[1] = minutesOf(to) + 24 * 60
  let minutes = overlap(leave, work)
  for (const pause of shift.breaks) {
    const [start, end] = span(pause.start, pause.end)
    const inShift: [number, number] = start < work[0] ? [start + 24 * 60, end + 24 * 60] : [start, end]
    const clipped: [number, number] = [Math.max(inShift[0], work[0]), Math.min(inShift[1], work[1])]
    if (clipped[1] > clipped[0]) minutes -= overlap(clipped, leave)
  }
  return rounded(Math.max(0, minutes))
}
