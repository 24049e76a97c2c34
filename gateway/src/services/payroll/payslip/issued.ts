/** The wall-clock time 'YYYY-MM-DD HH:MM' of an instant in a time zone, with the zone's name after it. */
export function issuedTime(now: number, timeZone: string): string {
  const parts: Record<string, string> = {}
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
  for (const part of format.formatToParts(now)) parts[part.type] = part.value
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} (${timeZone})`
}
