import type { AppSpec } from './menus'

/** The outsourcing app's menu entry (services/outsourcing; seeded with the others by menus.ts). */
export const outsourcingMenus: AppSpec[] = [
  {
    id: 920, code: 'outsourcing', zh: '外包管理', en: 'Outsourcing', linkUrl: '/outsourcing',
    items: [
      {
        // Outsourcing companies: contact, contract period and how they bill a worker.
        id: 921, code: '8801', zh: '外包公司', en: 'Providers', linkUrl: '/providers',
        buttons: [{ id: 921, functionId: '880101', zh: '编辑外包公司', en: 'Edit providers' }],
      },
      {
        // Outsourced workers (not employees), their accounts and assignments to departments.
        id: 922, code: '8802', zh: '外包人员', en: 'Outsourced workers', linkUrl: '/workers',
        buttons: [{ id: 922, functionId: '880201', zh: '编辑外包人员', en: 'Edit outsourced workers' }],
      },
      {
        // A provider's monthly cost statement from its workers' daily results; confirmed (frozen) and exported by HR.
        id: 923, code: '8803', zh: '外包结算', en: 'Cost statements', linkUrl: '/statements',
        buttons: [
          { id: 923, functionId: '880301', zh: '确认结算单', en: 'Confirm statements' },
          { id: 924, functionId: '880302', zh: '导出结算单', en: 'Export statements' },
        ],
      },
    ],
  },
]
