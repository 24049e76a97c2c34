import { describe, expect, it } from 'vitest'
import { formulaError } from '../errors'
import { Money, amountOf } from '../../../core/money'
import { compile } from './evaluate'
import { parseFormula } from './parse'
import { isProblem, planItems, type FormulaItem } from './plan'

const run = (formula: string, values: Record<string, string> = {}) =>
  compile(parseFormula(formula))((name) =>
    values[name] === undefined ? undefined : new Money(values[name]),
  ).toString()

const item = (code: string, formula = ''): FormulaItem => ({ code, source: formula ? 'formula' : 'fixed', formula })

describe('salary formulas', () => {
  it('computes in exact decimals, never binary floats', () => {
    expect(run('0.1 + 0.2')).toBe('0.3')
    expect(run('0.1 + 0.2 == 0.3')).toBe('1')
    expect(run('1.1 * 1.1')).toBe('1.21')
    // 10000 / 21.75 * 3 = 1379.3103448…: rounded per item to the fen.
    expect(amountOf(new Money(run('base / 21.75 * unpaidLeaveDays', { base: '10000', unpaidLeaveDays: '3' })))).toBe(
      '1379.31',
    )
    expect(amountOf(new Money(run('base / 21.75 * 0.5', { base: '8888' })))).toBe('204.32')
  })

  it('knows comparison, min, max, round half up and conditionals that evaluate one branch only', () => {
    expect(run('max(0, min(a, 500))', { a: '612.5' })).toBe('500')
    expect(run('round(2.345, 2)')).toBe('2.35')
    expect(run('round(-2.5)')).toBe('-3')
    expect(run('if(daysDue > 0, base / daysDue * daysWorked, 0)', { base: '6000', daysDue: '0' })).toBe('0')
    expect(run('daysDue > 0 ? base / daysDue : 0', { base: '6000', daysDue: '20' })).toBe('300')
    expect(run('lateCount >= 3 && !absentDays', { lateCount: '3', absentDays: '0' })).toBe('1')
    expect(run('missing * 2')).toBe('0')
  })

  it('refuses anything other than arithmetic, comparison and the listed functions', () => {
    for (const text of [
      'process.exit()',
      'a.b',
      'a[0]',
      '"x"',
      'a = 1',
      'a % 2',
      'a | 1',
      'eval(1)',
      'this',
      'a ; b',
      '[1]',
      '1 +',
    ]) {
      expect(() => parseFormula(text), text).toThrow()
    }
    expect(() => parseFormula('round(1, 2, 3)')).toThrow(/arity/)
  })

  it('names an unknown name in both languages', () => {
    const problem = planItems([item('base'), item('ot', 'base / 21.75 / 8 * overtimeHour * 1.5')])
    expect(problem).toEqual({ kind: 'unknownName', code: 'ot', name: 'overtimeHour' })
    if (!isProblem(problem)) throw new Error('expected a problem')
    expect(formulaError('en', problem).message).toBe(
      'The formula of ot uses overtimeHour, which is neither a salary item, the base pay nor an attendance figure',
    )
    expect(formulaError('zh', problem).message).toBe(
      'ot 的公式使用了 overtimeHour，它既不是薪资项目，也不是基本工资或考勤数据',
    )
  })

  it('refuses a cycle and names it, A → B → A', () => {
    const problem = planItems([item('a', 'b + 1'), item('b', 'a * 2')])
    expect(problem).toEqual({ kind: 'cycle', cycle: ['a', 'b', 'a'] })
    if (!isProblem(problem)) throw new Error('expected a problem')
    expect(formulaError('en', problem).message).toBe('The formulas read each other in a circle: a → b → a')
    expect(formulaError('zh', problem).message).toBe('公式之间循环引用：a → b → a')
    expect(planItems([item('a', 'a + 1')])).toEqual({ kind: 'cycle', cycle: ['a', 'a'] })
    expect(planItems([item('x'), item('a', 'b'), item('b', 'c + x'), item('c', 'a')])).toEqual({
      kind: 'cycle',
      cycle: ['a', 'b', 'c', 'a'],
    })
  })

  it('orders the items so that each formula comes after every item it reads', () => {
    const plan = planItems([
      item('net', 'gross - deduct'),
      item('deduct', 'base / 21.75 * unpaidLeaveDays'),
      item('gross', 'base + meal'),
      item('meal'),
      item('base'),
    ])
    if (isProblem(plan)) throw new Error(JSON.stringify(plan))
    const at = (code: string) => plan.order.indexOf(code)
    expect(at('net')).toBeGreaterThan(at('gross'))
    expect(at('net')).toBeGreaterThan(at('deduct'))
    expect(at('gross')).toBeGreaterThan(at('meal'))
    expect(plan.order).toHaveLength(5)
  })
})
