import type { Language } from '../i18n/create-i18n'

export interface PeoplePickerLabels {
  find: string
  findPerson: string
  addOne: (name: string) => string
  removeOne: (name: string) => string
  /** Said when a search finds nobody. */
  nobodyFound: (keyword: string) => string
  /** Said when a search could not be made. */
  searchFailed: string
  /** The button that shows the next page of the people found. */
  more: (shown: number, total: number) => string
}

/** The people picker's texts in both languages (its legend is the page's own). */
export const peoplePickerLabels: Record<Language, PeoplePickerLabels> = {
  'zh-CN': {
    find: '查找',
    findPerson: '姓名或工号',
    addOne: (name) => `添加${name}`,
    removeOne: (name) => `移除${name}`,
    nobodyFound: (keyword) => (keyword ? `没有找到与“${keyword}”相符的人员` : '没有找到人员'),
    searchFailed: '查找失败，请稍后重试',
    more: (shown, total) => `显示更多（已显示 ${shown} / 共 ${total} 人）`,
  },
  en: {
    find: 'Find',
    findPerson: 'Name or job number',
    addOne: (name) => `Add ${name}`,
    removeOne: (name) => `Remove ${name}`,
    nobodyFound: (keyword) => (keyword ? `Nobody matches “${keyword}”` : 'Nobody found'),
    searchFailed: 'The search failed; try again later',
    more: (shown, total) => `Show more (${shown} of ${total} shown)`,
  },
}
