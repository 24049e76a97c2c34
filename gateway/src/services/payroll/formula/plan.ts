import { compile, type Compiled } from './evaluate'
import { ATTENDANCE_NAMES, LEAVE_PAYOUT_NAMES, OVERTIME_NAMES, PROFILE_BASE } from './names'
import { FormulaSyntaxError, namesOf, parseFormula } from './parse'

/** What the formula check needs of a salary item. */
export interface FormulaItem {
  code: string
  source: 'fixed' | 'input' | 'formula'
  formula: string
}

/** The first thing wrong with a tenant's formulas. */
export type FormulaProblem =
  | { kind: 'syntax'; code: string; reason: FormulaSyntaxError['reason']; detail: string }
  | { kind: 'unknownName'; code: string; name: string }
  | { kind: 'cycle'; cycle: string[] }

/** The items in the order they are evaluated (each formula after every item it reads), with the compiled formulas. */
export interface ItemPlan {
  order: string[]
  formulas: Map<string, Compiled>
  reads: Map<string, string[]>
}

const OUTSIDE: ReadonlySet<string> = new Set([
  PROFILE_BASE,
  ...ATTENDANCE_NAMES,
  ...OVERTIME_NAMES,
  ...LEAVE_PAYOUT_NAMES,
])

/**
 * Checks the formulas of a set of items together: each must parse, read only item codes, the profile's base or the
 * attendance figures, and the formulas must not read each other in a circle (the circle is named, A → B → A).
 * Answers the plan, or the first problem found (items in the order given).
 */
export function planItems(items: FormulaItem[]): ItemPlan | FormulaProblem {
  const codes = new Set(items.map((item) => item.code))
  const reads = new Map<string, string[]>()
  const formulas = new Map<string, Compiled>()
  for (const item of items) {
    if (item.source !== 'formula') {
      reads.set(item.code, [])
      continue
    }
    let tree
    try {
      tree = parseFormula(item.formula)
    } catch (error) {
      if (error instanceof FormulaSyntaxError)
        return { kind: 'syntax', code: item.code, reason: error.reason, detail: error.detail }
      throw error
    }
    const names = [...namesOf(tree)]
    const unknown = names.find((name) => !codes.has(name) && !OUTSIDE.has(name))
    if (unknown !== undefined) return { kind: 'unknownName', code: item.code, name: unknown }
    reads.set(
      item.code,
      names.filter((name) => codes.has(name)),
    )
    formulas.set(item.code, compile(tree))
  }
  // Depth-first over the items: an item met again while still open closes a circle.
  const order: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (code: string): string[] | null => {
    if (state.get(code) === 'done') return null
    if (state.get(code) === 'open') return [...path.slice(path.indexOf(code)), code]
    state.set(code, 'open')
    path.push(code)
    for (const next of reads.get(code) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    state.set(code, 'done')
    order.push(code)
    return null
  }
  for (const item of items) {
    const cycle = visit(item.code)
    if (cycle) return { kind: 'cycle', cycle }
  }
  return { order, formulas, reads }
}

export const isProblem = <T extends object>(answer: T | FormulaProblem): answer is FormulaProblem => 'kind' in answer
