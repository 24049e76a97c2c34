import { rulesContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of the rule engine (range 412801–412849), from the contract. */
export const rulesCodes = rulesContract.RULES

const catalogue = {
  unknownField: { en: '{at}: there is no field {field} to test here', zh: '{at}：此处没有可判断的字段 {field}' },
  badOperator: {
    en: '{at}: "{op}" cannot compare {label} (use one of {ops})',
    zh: '{at}：“{op}”不能用于判断{label}（可用：{ops}）',
  },
  badValue: { en: '{at}: {label} needs {what}', zh: '{at}：{label}需要{what}' },
} as const

/** What a value of each type must be, and where a condition is (for the messages above). */
const words = {
  number: { en: 'one number', zh: '一个数字' },
  text: { en: 'one text of at most 100 characters', zh: '一段不超过 100 个字符的文字' },
  enum: { en: 'values from its list', zh: '其列表中的值' },
  date: { en: 'one date as YYYY-MM-DD', zh: '一个 YYYY-MM-DD 格式的日期' },
  boolean: { en: 'true or false', zh: '“是”或“否”' },
  condition: { en: 'Condition {n}', zh: '第 {n} 个条件' },
  stepCondition: { en: 'Step {step}, condition {n}', zh: '第 {step} 步第 {n} 个条件' },
} as const

export type RulesErrorKey = keyof typeof catalogue
export type RulesWord = keyof typeof words

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** A word of the messages in `lang`. */
export const rulesWord = (lang: Lang, key: RulesWord, vars: Record<string, string | number> = {}): string =>
  fill(words[key][lang], vars)

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const rulesError = (lang: Lang, key: RulesErrorKey, vars: Record<string, string | number> = {}): GatewayError =>
  new GatewayError(rulesCodes[key], fill(catalogue[key][lang], vars))
