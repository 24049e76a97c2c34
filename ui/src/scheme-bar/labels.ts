import type { SchemeBarLabels } from './types'

export const schemeBarLabels: Record<'zh-CN' | 'en', SchemeBarLabels> = {
  'zh-CN': {
    label: '查询方案',
    none: '不使用方案',
    saveAs: '另存为方案…',
    name: '方案名称',
    save: '保存',
    rename: '重命名',
    delete: '删除',
    setDefault: '设为默认',
    unsetDefault: '取消默认',
    isDefault: (name) => `${name}（默认）`,
    saved: (name) => `方案“${name}”已保存`,
    deleted: (name) => `方案“${name}”已删除`,
    defaultSet: (name) => `打开页面时默认使用“${name}”`,
  },
  en: {
    label: 'Query scheme',
    none: 'No scheme',
    saveAs: 'Save as scheme…',
    name: 'Scheme name',
    save: 'Save',
    rename: 'Rename',
    delete: 'Delete',
    setDefault: 'Set as default',
    unsetDefault: 'Clear default',
    isDefault: (name) => `${name} (default)`,
    saved: (name) => `Scheme "${name}" saved`,
    deleted: (name) => `Scheme "${name}" deleted`,
    defaultSet: (name) => `"${name}" opens by default`,
  },
}
