import type { Db } from '../../core/db/types'
import { parseDate } from './days'

export type DayKind = 'work' | 'rest' | 'holiday'

/** The kind of a person's day (the account's employee): Saturday and Sunday rest, the other days work. */
export async function dayKindOf(_db: Db, _tenantId: number, _userId: number, day: string): Promise<DayKind> {
  const weekday = new Date(parseDate(day)!).getUTCDay()
  return weekday === 0 || weekday === 6 ? 'rest' : 'work'
}
