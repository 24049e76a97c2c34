import { afterEach, describe, expect, it } from 'vitest'
import { localDay } from './local-day'

const zone = process.env.TZ
afterEach(() => {
  process.env.TZ = zone
})

describe('localDay', () => {
  it("names the day in the browser's time zone, not UTC's", () => {
    process.env.TZ = 'Asia/Shanghai'
    // 07:30 on the 1st of March in Shanghai is still the last day of February in UTC.
    const early = new Date(2026, 2, 1, 7, 30)
    expect(early.toISOString().slice(0, 10)).toBe('2026-02-28')
    expect(localDay(early)).toBe('2026-03-01')
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
  })
})
