import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { money, moneyOrDash } from './money'

// The names amounts have in the payroll answers (runs, lines, profiles, insurance bases and rates, bank transfers).
const AMOUNT = '(?:gross|net|tax|employer|social|deductions|base|previousNet|difference|lower|upper|total|amount)'
// An amount put on screen as it came: `{run.net}`, `? line.net :`, `{line.previousNet ?? '—'}` (not a prop: `total={…}`).
const RAW = new RegExp(`(?:(?<!=)\\{|\\?\\s)\\s*(?!\\.)[\\w?.]+\\.${AMOUNT}\\s*(?:\\}|:|\\?\\?)`)

/** Every screen file of the payroll app, with its text. */
function screens(dir = new URL('.', import.meta.url)): Array<[string, string]> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): Array<[string, string]> => {
    if (entry.isDirectory()) return screens(new URL(`${entry.name}/`, dir))
    if (!entry.name.endsWith('.tsx') || entry.name.endsWith('.test.tsx')) return []
    return [[entry.name, readFileSync(new URL(entry.name, dir), 'utf8')]]
  })
}

describe('amounts on payroll screens', () => {
  it('are written with thousands separators and two places, from the decimal string', () => {
    expect(money('12345.6')).toBe('12,345.60')
    expect(money('1234567890.05')).toBe('1,234,567,890.05')
    expect(money('-1000')).toBe('-1,000.00')
    expect(money('999.99')).toBe('999.99')
    expect(money('0')).toBe('0.00')
    // Beyond a float's exact digits the figure stays as the gateway wrote it.
    expect(money('123456789012.34')).toBe('123,456,789,012.34')
  })

  it('leave a text that is not an amount as it is, and show a dash for none', () => {
    expect(money('')).toBe('')
    expect(money('12a')).toBe('12a')
    expect(moneyOrDash(null)).toBe('—')
    expect(moneyOrDash('15000')).toBe('15,000.00')
  })

  it('all go through money(): no screen puts an amount of an answer on screen as it came', () => {
    expect(RAW.test('<td className="num">{run.net}</td>')).toBe(true)
    expect(RAW.test("{line.calculated ? line.gross : '—'}")).toBe(true)
    expect(RAW.test("{line.previousNet ?? '—'}")).toBe(true)
    expect(RAW.test('<td className="num">{money(run.net)}</td>')).toBe(false)
    expect(RAW.test('<Pager total={page.data.total} />')).toBe(false)
    const raw = screens().flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => [line, index] as const)
        .filter(([line]) => RAW.test(line))
        .map(([line, index]) => `${file}:${index + 1}: ${line.trim()}`),
    )
    expect(raw).toEqual([])
  })
})
