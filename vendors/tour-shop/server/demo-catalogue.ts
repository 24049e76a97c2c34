import type { Db } from './db'
import { setBudget } from './budget'
import { chinaDate } from './clock'
import { saveTrip, type TripInput } from './trips'

/** The sample catalogue a tenant starts with: the vendor's own demo data, changed or removed in its console. */
const TRIPS: Array<Omit<TripInput, 'dates'> & { inDays: number[] }> = [
  {
    titleZh: '黄山三日游',
    titleEn: 'Huangshan, three days',
    destination: '黄山',
    days: 3,
    price: '1599.50',
    seats: 12,
    inDays: [21, 49, 77],
  },
  {
    titleZh: '杭州西湖两日游',
    titleEn: 'West Lake, Hangzhou, two days',
    destination: '杭州',
    days: 2,
    price: '899.00',
    seats: 20,
    inDays: [14, 42],
  },
  {
    titleZh: '三亚海滨五日游',
    titleEn: 'Sanya seaside, five days',
    destination: '三亚',
    days: 5,
    price: '3999.00',
    seats: 8,
    inDays: [60],
  },
]
/** Each employee's welfare budget for the current year, yuan. */
const BUDGET = '5000.00'

const dayAfter = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)

/** Fills a tenant's empty catalogue with the sample trips and this year's budget (first call of the tenant). */
export function addDemoCatalogue(db: Db, tenantId: number, now: Date): void {
  for (const { inDays, ...trip } of TRIPS)
    saveTrip(db, tenantId, { ...trip, dates: inDays.map((days) => dayAfter(now, days)) }, now)
  setBudget(db, tenantId, chinaDate(now).year, BUDGET)
}
