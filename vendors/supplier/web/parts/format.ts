import type { Env } from '@hr-portal/bridge'

/** A calendar date (YYYY-MM-DD) in the user's language, without shifting it through a time zone. */
export const formatDay = (day: string, language: Env['language']) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

export const formatTime = (epochMs: number, language: Env['language']) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(epochMs)

export const formatSize = (bytes: number, language: Env['language']) => {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  return bytes < 1024 * 1024
    ? `${format.format(Math.max(bytes, 1) / 1024)} KB`
    : `${format.format(bytes / 1024 / 1024)} MB`
}
