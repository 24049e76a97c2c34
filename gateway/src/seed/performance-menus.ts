import type { AppSpec } from './menus'

/** The performance app's menu entry (seeded with the others by menus.ts; migration 084 adds it to older databases). */
export const performanceMenus: AppSpec[] = [
  {
    // Performance reviews (services/performance): cycles, calibration, a manager's team reviews, my performance.
    id: 880, code: 'performance', zh: '绩效管理', en: 'Performance', linkUrl: '/performance',
    items: [
      {
        id: 881, code: '8601', zh: '考核周期', en: 'Review cycles', linkUrl: '/cycles',
        buttons: [{ id: 881, functionId: '860101', zh: '编辑考核周期', en: 'Edit review cycles' }],
      },
      {
        id: 882, code: '8602', zh: '绩效校准', en: 'Calibration', linkUrl: '/calibration',
        buttons: [
          { id: 882, functionId: '860201', zh: '调整评级', en: 'Adjust ratings' },
          { id: 883, functionId: '860202', zh: '发布结果', en: 'Release results' },
          { id: 884, functionId: '860203', zh: '调薪建议', en: 'Propose salary changes' },
        ],
      },
      // Open to everyone: the gateway shows a manager the reviews of those who report to them, and everyone their own.
      { id: 883, code: '8603', zh: '团队考核', en: 'Team reviews', linkUrl: '/team', authFlag: 0 },
      { id: 884, code: '8604', zh: '我的绩效', en: 'My performance', linkUrl: '/mine', authFlag: 0 },
    ],
  },
]
