import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../core/db/types'
import { recordMonth, withholdMonth } from '.'
import { openTaxDatabase } from './testing/year-of-pay'
import { addStaff } from './testing/staff'

const B = 62
const FLAGGED = 6201
const PLAIN = 6202
const WITH_SOCIAL = 6203

describe('the 60,000 rule in the cumulative withholding (国家税务总局公告2020年第19号)', () => {
  let db: Db
  let close: () => Promise<void>
  const byMonth = new Map<number, Array<Record<string, string>>>()

  beforeAll(async () => {
    ;({ db, close } = await openTaxDatabase())
    await addStaff(db, B, [
      { id: FLAGGED, entry: '2018-03-01' },
      { id: PLAIN, entry: '2018-03-01' },
      { id: WITH_SOCIAL, entry: '2018-03-01' },
    ])
    await db
      .insertInto('etax_sixty_thousand')
      .values([FLAGGED, WITH_SOCIAL].map((id) => ({ tenant_id: B, employee_id: id, year: 2026, set_by: 1, set_at: 0 })))
      .execute()
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, '0')}`
      const taxes = await withholdMonth(db, B, month, [
        { employeeId: FLAGGED, income: '10000.00', social: '0.00', bonus: '0.00' },
        { employeeId: PLAIN, income: '10000.00', social: '0.00', bonus: '0.00' },
        { employeeId: WITH_SOCIAL, income: '10000.00', social: '1000.00', bonus: '0.00' },
      ])
      await recordMonth(db, B, m, [...taxes.values()])
      byMonth.set(
        m,
        [FLAGGED, PLAIN, WITH_SOCIAL].map((id) => {
          const { ytdBasic, ytdTaxable, tax } = taxes.get(id)!
          return { ytdBasic, ytdTaxable, tax }
        }),
      )
    }
  })
  afterAll(() => close?.())

  const column = (person: number, field: string) => [...byMonth.values()].map((people) => people[person][field])

  it('withholds nothing while the year’s income is at most 60,000, then from the month it passes it', () => {
    // 10,000 a month: 60,000 by June; July 70,000 − 60,000 = 10,000 → 300; October 40,000 → 1,480; December 60,000 → 3,480.
    expect(column(0, 'ytdBasic')).toEqual(Array(12).fill('60000.00'))
    expect(column(0, 'tax')).toEqual([
      ...Array(6).fill('0.00'),
      '300.00',
      '300.00',
      '300.00',
      '580.00',
      '1000.00',
      '1000.00',
    ])
  })

  it('withholds the same year in all, earlier, without the flag (5,000 a month counted)', () => {
    expect(column(1, 'ytdBasic')[0]).toBe('5000.00')
    expect(column(1, 'tax')).toEqual([
      '150.00',
      '150.00',
      '150.00',
      '150.00',
      '150.00',
      '150.00',
      '150.00',
      '430.00',
      '500.00',
      '500.00',
      '500.00',
      '500.00',
    ])
    const total = (person: number) => column(person, 'tax').reduce((sum, t) => sum + Math.round(Number(t) * 100), 0)
    expect(total(0)).toBe(total(1))
  })

  it('still deducts social insurance from the income above 60,000', () => {
    // July: 70,000 − 60,000 − 7,000 = 3,000 → 90; August 12,000 → 360 − 90 = 270; December 48,000 → 2,280 − 1,380 = 900.
    expect(column(2, 'ytdTaxable').slice(5)).toEqual([
      '0.00',
      '3000.00',
      '12000.00',
      '21000.00',
      '30000.00',
      '39000.00',
      '48000.00',
    ])
    expect(column(2, 'tax').slice(5)).toEqual(['0.00', '90.00', '270.00', '270.00', '270.00', '480.00', '900.00'])
  })

  it('applies the flag to its own year only', async () => {
    const next = await withholdMonth(db, B, '2027-01', [
      { employeeId: FLAGGED, income: '10000.00', social: '0.00', bonus: '0.00' },
    ])
    expect(next.get(FLAGGED)).toMatchObject({ ytdBasic: '5000.00', tax: '150.00' })
  })
})
