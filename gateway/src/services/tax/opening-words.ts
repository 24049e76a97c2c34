/** Why a row of an opening-balance import is refused, in both languages ({name} and the like are filled in). */
const REASONS = {
  missingColumn: { zh: '文件缺少列：{column}', en: 'The file has no column {column}' },
  unknownColumn: { zh: '无法识别的列：{column}', en: 'The column {column} is not one of the template' },
  repeatedColumn: { zh: '列重复：{column}', en: 'The column {column} appears twice' },
  noJobNumber: { zh: '缺少工号', en: 'The job number is missing' },
  notInCompany: {
    zh: '本单位（您的数据范围内）没有工号为 {jobNumber} 的员工',
    en: 'No one in the company (in your data range) has the job number {jobNumber}',
  },
  repeated: { zh: '与第 {line} 行重复（同一人同一年度）', en: 'Repeats line {line} (the same person and year)' },
  badYear: { zh: '年度须为 2000 至 2100 之间的整数', en: 'The year must be a whole number from 2000 to 2100' },
  badThrough: {
    zh: '截至月份须为 1 至 11 之间的整数（产品从下一个月开始计薪）',
    en: 'The through month must be a whole number from 1 to 11 (the product pays from the month after)',
  },
  badMonths: {
    zh: '累计减除费用月数须为 0 至截至月份（{through}）之间的整数',
    en: 'The months of basic deduction must be a whole number from 0 to the through month ({through})',
  },
  badBonus: { zh: '“年终奖已单独计税”须填 是 或 否', en: 'Annual bonus taxed separately must be yes or no' },
  notAmount: { zh: '{column} 不是金额：{value}', en: '{column} is not an amount: {value}' },
  negative: { zh: '{column} 不能为负数', en: '{column} cannot be negative' },
  decimals: { zh: '{column} 最多两位小数', en: '{column} has more than two decimals' },
  digits: { zh: '{column} 超过 12 位整数', en: '{column} has more than 12 digits' },
  recorded: {
    zh: '{year} 年已有薪资发放记录的月份（自 {month} 起）：期初数据只能在首次发放之前导入',
    en: 'A payroll run already recorded months of {year} (from {month}): opening balances come before the first run',
  },
} as const

export type OpeningReason = keyof typeof REASONS

/** A reason in both languages. */
export interface Both {
  zh: string
  en: string
}

/** A value put into a reason: the same in both languages, or one per language (a column's title). */
type Value = string | number | Both

const fill = (text: string, vars: Record<string, Value>, lang: keyof Both) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name] ?? ''
    return typeof value === 'object' ? value[lang] : String(value)
  })

export function reasonOf(key: OpeningReason, vars: Record<string, Value> = {}): Both {
  return { zh: fill(REASONS[key].zh, vars, 'zh'), en: fill(REASONS[key].en, vars, 'en') }
}
