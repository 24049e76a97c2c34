import { describe, expect, it } from 'vitest'
import { parseDateText, showDateValue } from './date-text'

describe('parseDateText', () => {
  it('reads a date as people type it', () => {
    for (const text of ['2026-03-08', '2026/3/8', '2026.3.8', '2026年3月8日', '20260308', ' 2026 - 03 - 08 ']) {
      expect(parseDateText('date', text)).toBe('2026-03-08')
    }
  })

  it('refuses a day that does not exist and half a date, and answers empty for nothing', () => {
    expect(parseDateText('date', '2026-02-29')).toBeNull()
    expect(parseDateText('date', '2028-02-29')).toBe('2028-02-29')
    expect(parseDateText('date', '2026-13-01')).toBeNull()
    expect(parseDateText('date', '2026-03')).toBeNull()
    expect(parseDateText('date', 'tomorrow')).toBeNull()
    expect(parseDateText('date', '  ')).toBe('')
  })

  it('reads months, times and a date with a time', () => {
    expect(parseDateText('month', '2026/3')).toBe('2026-03')
    expect(parseDateText('month', '2026年11月')).toBe('2026-11')
    expect(parseDateText('month', '202611')).toBe('2026-11')
    expect(parseDateText('month', '2026-00')).toBeNull()
    expect(parseDateText('time', '9:30')).toBe('09:30')
    expect(parseDateText('time', '0930')).toBe('09:30')
    expect(parseDateText('time', '9点30分')).toBe('09:30')
    expect(parseDateText('time', '24:00')).toBeNull()
    expect(parseDateText('time', '9:60')).toBeNull()
    expect(parseDateText('datetime', '2026-12-01T09:00')).toBe('2026-12-01T09:00')
    expect(parseDateText('datetime', '2026/12/1 9:05')).toBe('2026-12-01T09:05')
    expect(parseDateText('datetime', '2026-12-01')).toBeNull()
  })
})

describe('showDateValue', () => {
  it('shows a value as its field does, and nothing for a value of another form', () => {
    expect(showDateValue('date', '2026-03-08')).toBe('2026-03-08')
    expect(showDateValue('datetime', '2026-03-08T09:30')).toBe('2026-03-08 09:30')
    expect(showDateValue('month', '2026-03')).toBe('2026-03')
    expect(showDateValue('date', '')).toBe('')
    expect(showDateValue('time', 'soon')).toBe('')
  })
})
