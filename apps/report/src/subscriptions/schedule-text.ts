import type { Schedule } from '../api'

type T = (key: string, params?: Record<string, string | number>) => string

/** A schedule in words: "Every Monday at 8:00", "Day 1 of every month at 8:00". */
export function scheduleText(t: T, schedule: Schedule): string {
  const hour = String(schedule.hour).padStart(2, '0')
  if (schedule.frequency === 'weekly')
    return t('subscriptions.weekly', { weekday: t(`weekdays.${schedule.weekday}`), hour })
  if (schedule.frequency === 'monthly') return t('subscriptions.monthly', { day: schedule.monthDay, hour })
  return t('subscriptions.daily', { hour })
}

/** Parameter values as one line, with the relative months named ("previous" → the previous month). */
export function paramsText(t: T, params: Record<string, unknown>): string {
  return Object.values(params)
    .map((value) => (value === 'previous' || value === 'current' ? t(`subscribe.${value}`) : String(value)))
    .join(' · ')
}
