import type { t as translate } from '../../lib/i18n/i18n'
import { kindKey, type TaskRow } from '../task-api'

type T = typeof translate

/** How long a task ran, in the reader's words: hours and minutes, minutes and seconds, seconds, or under a second. */
export function durationText(t: T, ms: number): string {
  const seconds = Math.floor(ms / 1000)
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60]
  if (h > 0) return t('messages.tasks.duration.h', { h, m })
  if (m > 0) return t('messages.tasks.duration.m', { m, s })
  if (s > 0) return t('messages.tasks.duration.s', { s })
  return t('messages.tasks.duration.short')
}

/** A task's name: its kind, and the file or the subject it works on when there is one. */
export const taskName = (t: T, task: TaskRow) => {
  const about = task.fileName || task.subject
  return about ? `${t(kindKey(task.kind))} · ${about}` : t(kindKey(task.kind))
}
