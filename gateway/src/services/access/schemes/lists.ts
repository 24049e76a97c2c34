/** A filter a scheme of a list may hold, with its label in both languages. */
export interface ConditionField {
  key: 'keyword' | 'organId' | 'status'
  type: 'text' | 'organ' | 'status'
  en: string
  zh: string
}

/** A list page whose filters its users save as query schemes (§7 /joyhr/web/selfSchemeQuery). */
export interface SchemeList {
  /** The menu function that opens the list: its schemes need it too. */
  menuFunction: string
  fields: readonly ConditionField[]
}

const STAFF_FILTERS: readonly ConditionField[] = [
  { key: 'keyword', type: 'text', en: 'Keyword', zh: '关键字' },
  { key: 'organId', type: 'organ', en: 'Department', zh: '部门' },
  { key: 'status', type: 'status', en: 'Status', zh: '状态' },
]

/** §3 list query parameter `functionId` and §9 "Default functionId 7": the staff list. */
export const DEFAULT_LIST_FUNCTION = 7

/**
 * The lists with saved schemes, by the §3 list query parameter `functionId`: 7 (the default) is the staff list (system
 * app, menu 1002); a list added later is named by its menu function, as employee records (personnel app, 1101).
 */
export const SCHEME_LISTS: Readonly<Record<number, SchemeList>> = {
  [DEFAULT_LIST_FUNCTION]: { menuFunction: '1002', fields: STAFF_FILTERS },
  1101: { menuFunction: '1101', fields: STAFF_FILTERS },
}

/** The JSON schema of `functionId` in a scheme call's body: one of the lists, 7 when not given. */
export const listFunctionId = () => ({
  type: 'integer',
  enum: Object.keys(SCHEME_LISTS).map(Number),
  default: DEFAULT_LIST_FUNCTION,
})
