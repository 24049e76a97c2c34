import { describe, expect, it } from 'vitest'
import { birthdayAge, checkDigitOf, parsePnid } from './pnid'

const NOW = Date.UTC(2026, 10, 23)

describe('mainland ID numbers (getPnidInfo)', () => {
  it('reads birth date, gender and area from a valid number, an x read as X', () => {
    expect(parsePnid('11010519491231002X', NOW)).toEqual({
      ok: true,
      info: { birthDate: '1949-12-31', gender: 2, areaCode: '110105', province: { zh: '北京市', en: 'Beijing' } },
    })
    expect(parsePnid(' 11010519491231002x ', NOW).ok).toBe(true)
    const male = `31010419900101001`
    expect(parsePnid(`${male}${checkDigitOf(male)}`, NOW)).toMatchObject({
      ok: true,
      info: { gender: 1, birthDate: '1990-01-01' },
    })
  })

  it('refuses a wrong check digit, an impossible or future birth date and a bad format', () => {
    expect(parsePnid('110105194912310021', NOW)).toEqual({ ok: false, problem: 'checkDigit' })
    const feb30 = '11010519490230002'
    expect(parsePnid(`${feb30}${checkDigitOf(feb30)}`, NOW)).toEqual({ ok: false, problem: 'birthDate' })
    const future = '11010520300101002'
    expect(parsePnid(`${future}${checkDigitOf(future)}`, NOW)).toEqual({ ok: false, problem: 'birthDate' })
    expect(parsePnid('1101051949123100', NOW)).toEqual({ ok: false, problem: 'format' })
    expect(parsePnid('11010519491231002Y', NOW)).toEqual({ ok: false, problem: 'format' })
  })

  it('counts age in whole years and the days to the next birthday', () => {
    expect(birthdayAge('1990-11-23', NOW)).toEqual({ age: 36, daysToBirthday: 0 })
    expect(birthdayAge('1990-11-24', NOW)).toEqual({ age: 35, daysToBirthday: 1 })
    expect(birthdayAge('1990-11-22', NOW)).toEqual({ age: 36, daysToBirthday: 364 })
  })
})
