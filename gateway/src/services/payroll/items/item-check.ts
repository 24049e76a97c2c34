import type { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'
import { formulaError, salaryError, salaryWord } from '../errors'
import { CODE_PATTERN, RESERVED_NAMES } from '../formula/names'
import { isProblem, planItems, type FormulaItem } from '../formula/plan'
import type { SalaryItemTable } from '../tables'

export interface ItemInput {
  id?: number
  code: string
  nameZh: string
  nameEn: string
  kind: SalaryItemTable['kind']
  source: SalaryItemTable['source']
  formula: string
  taxable: boolean
  annualBonus: boolean
  onPayslip: boolean
  sort?: number
}

const codeRe = new RegExp(CODE_PATTERN)

/**
 * What is wrong with saving `item` among the tenant's `items` (null: nothing): its code (the pattern, not a function
 * or attendance name, not another item's, unchanged once saved), its formula, and every formula together (unknown
 * names, circles), so a change that breaks another item's formula is refused too.
 */
export function itemProblem(
  lang: Lang,
  items: SalaryItemTable[],
  item: Pick<ItemInput, 'id' | 'code' | 'kind' | 'source' | 'formula' | 'annualBonus'>,
): GatewayError | null {
  const code = item.code.trim()
  if (!codeRe.test(code)) return salaryError(lang, 'badItem', { reason: salaryWord(lang, 'badCode') })
  if (RESERVED_NAMES.has(code)) return salaryError(lang, 'codeTaken', { code, why: salaryWord(lang, 'reserved') })
  if (items.some((other) => other.code === code && other.id !== item.id))
    return salaryError(lang, 'codeTaken', { code, why: salaryWord(lang, 'taken') })
  const before = items.find((other) => other.id === item.id)
  if (before && before.code !== code) return salaryError(lang, 'badItem', { reason: salaryWord(lang, 'codeFixed') })
  if (item.source === 'formula' && !item.formula.trim())
    return salaryError(lang, 'badItem', { reason: salaryWord(lang, 'noFormula') })
  if (item.annualBonus && item.kind !== 'earning')
    return salaryError(lang, 'badItem', { reason: salaryWord(lang, 'bonusEarning') })
  const mine: FormulaItem = { code, source: item.source, formula: item.source === 'formula' ? item.formula : '' }
  // The item being saved first, so its own formula's problem is the one named.
  const all: FormulaItem[] = [
    mine,
    ...items
      .filter((other) => other.id !== item.id)
      .map((other) => ({ code: other.code, source: other.source, formula: other.formula })),
  ]
  const plan = planItems(all)
  return isProblem(plan) ? formulaError(lang, plan) : null
}
