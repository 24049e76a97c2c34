import type { AppSpec } from './menus'

/** The master data app's menu entry (services/masterdata; seeded with the others by menus.ts). */
export const masterdataMenus: AppSpec[] = [
  {
    id: 900, code: 'masterdata', zh: '主数据', en: 'Master data', linkUrl: '/masterdata',
    items: [
      {
        // Each tenant's dictionaries (nationality, education, contract types …) that the record, its forms and the import read.
        id: 901, code: '8701', zh: '数据字典', en: 'Dictionaries', linkUrl: '/dictionaries',
        buttons: [{ id: 901, functionId: '870101', zh: '编辑字典', en: 'Edit dictionaries' }],
      },
      {
        // The quick filters each list page (the staff list, the recruitment candidates) offers, chosen and ordered by HR
        // (services/masterdata/quick-query; migration 116-quick-query-menu brings it to an older database).
        id: 902, code: '8702', zh: '快速查询', en: 'Quick query', linkUrl: '/quick-query',
        buttons: [{ id: 902, functionId: '870201', zh: '设置快速查询', en: 'Set quick query' }],
      },
    ],
  },
]
