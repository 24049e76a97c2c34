import { describe, expect, it } from 'vitest'
import { hoursAcrossMidnight, plainHours, shiftHours } from './hours'

const day = { start: '09:00', end: '18:00', breaks: [{ start: '12:00', end: '13:00' }] }
const night = { start: '22:00', end: '06:00', breaks: [{ start: '02:00', end: '02:30' }] }

describe('hours of hourly leave and overtime', () => {
  it('counts the plain difference of two times of one day, and nothing for an end not after the start', () => {
    expect(plainHours('09:00', '11:30')).toBe(2.5)
    expect(plainHours('11:00', '11:00')).toBeNull()
    expect(plainHours('14:00', '09:00')).toBeNull()
  })

  it('counts only the hours inside the shift, its break taken out', () => {
    expect(shiftHours('10:00', '15:00', day)).toBe(4)
    expect(shiftHours('07:00', '10:00', day)).toBe(1)
    expect(shiftHours('17:00', '20:00', day)).toBe(1)
    expect(shiftHours('12:00', '13:00', day)).toBe(0)
    expect(shiftHours('09:00', '18:00', day)).toBe(8)
  })

  it('reads a night shift into the next morning', () => {
    expect(shiftHours('23:00', '23:59', night)).toBe(0.98)
    expect(shiftHours('01:00', '04:00', night)).toBe(2.5)
    expect(shiftHours('10:00', '12:00', night)).toBe(0)
  })

  it('counts overtime into the next morning', () => {
    expect(hoursAcrossMidnight('19:00', '21:30')).toBe(2.5)
    expect(hoursAcrossMidnight('22:00', '02:00')).toBe(4)
  })
})
