/**
 * A time zone as people name it in the language ("中国标准时间", "China Standard Time"), not its IANA id; the id when
 * the browser does not know the zone.
 */
export function zoneName(timeZone: string, language: string): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(Date.now())
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  } catch {
    return timeZone
  }
}
