import type { Language } from '../i18n/create-i18n'

export interface PeoplePickerLabels {
  find: string
  findPerson: string
  addOne: (name: string) => string
  removeOne: (name: string) => string
}

/** The people picker's texts in both languages (its legend is the page's own). */
export const peoplePickerLabels: Record<Language, PeoplePickerLabels> = {
  'zh-CN': {
    find: '查找',
    findPerson: '姓名或工号',
    addOne: (name) => `添加${name}`,
    removeOne: (name) => `移除${name}`,
  },
  en: {
    find: 'Find',
    findPerson: 'Name or job number',
    addOne: (name) => `Add ${name}`,
    removeOne: (name) => `Remove ${name}`,
  },
}
