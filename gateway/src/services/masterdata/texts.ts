import { masterdataContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of master data (range 412101–412149). */
export const masterdataCodes = masterdataContract.MASTERDATA

const catalogue = {
  dictionaryNotFound: { en: 'The dictionary {code} does not exist', zh: '字典 {code} 不存在' },
  valueNotFound: { en: 'The value {code} does not exist in this dictionary', zh: '该字典中没有编码为 {code} 的值' },
  badCode: { en: 'A code is 1 to 40 letters, digits, _ or -', zh: '编码须为 1 到 40 个字母、数字、_ 或 -' },
  codeTaken: { en: 'The code {code} is already used', zh: '编码 {code} 已被使用' },
  badName: {
    en: 'Give a name in Chinese or English (up to 50 characters each)',
    zh: '请填写中文或英文名称（各最多 50 个字符）',
  },
  tooMany: { en: 'At most {max} are allowed', zh: '最多 {max} 个' },
  atEdge: { en: 'The value is already first or last', zh: '该值已在最前或最后' },
  // Quick query (quick-query/): the lists' quick filters and the values a list is filtered by.
  unknownList: { en: 'The list {id} has no quick query', zh: '列表 {id} 没有快速查询' },
  unknownField: { en: '{key} is not a field of this list', zh: '{key} 不是该列表的字段' },
  repeatedField: { en: '{key} is listed more than once', zh: '{key} 重复' },
  notQuickField: { en: '{key} is not a quick filter of this list', zh: '{key} 不是该列表的快速查询条件' },
  filterText: { en: '{label}: give text of at most {max} characters', zh: '{label}：请填写最多 {max} 个字符的文字' },
  filterChoice: { en: '{label}: {value} is not one of its values', zh: '{label}：{value} 不是可选的值' },
  filterDate: {
    en: '{label}: give dates as YYYY-MM-DD, the start not after the end',
    zh: '{label}：日期格式须为 YYYY-MM-DD，开始日期不能晚于结束日期',
  },
  filterOrgan: { en: '{label}: the department does not exist', zh: '{label}：部门不存在' },
  badQuick: { en: 'The quick filters must be an object of fields and values', zh: '快速查询条件须为字段与值的对象' },
} as const

export type MasterdataErrorKey = keyof typeof catalogue

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const masterdataError = (
  lang: Lang,
  key: MasterdataErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError => new GatewayError(masterdataCodes[key], fill(catalogue[key][lang], vars))
