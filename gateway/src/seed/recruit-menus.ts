import type { AppSpec } from './menus'

/** The recruitment app's menu entry (seeded with the others by menus.ts; services/recruit). */
export const recruitMenus: AppSpec[] = [
  {
    id: 800, code: 'recruit', zh: '招聘管理', en: 'Recruitment', linkUrl: '/recruit',
    items: [
      {
        // Openings raised from positions with open headcount, approved through the workflow.
        id: 801, code: '8401', zh: '招聘职位', en: 'Openings', linkUrl: '/jobs',
        buttons: [{ id: 810, functionId: '840101', zh: '发起与关闭职位', en: 'Raise and close openings' }],
      },
      {
        // The stage board and candidates' pages: interviews, offers, hiring.
        id: 802, code: '8402', zh: '候选人', en: 'Candidates', linkUrl: '/candidates',
        buttons: [
          { id: 811, functionId: '840201', zh: '添加与移动候选人', en: 'Add and move candidates' },
          { id: 812, functionId: '840202', zh: '安排面试', en: 'Schedule interviews' },
          { id: 813, functionId: '840203', zh: '发起录用', en: 'Make offers' },
          { id: 814, functionId: '840204', zh: '办理入职', en: 'Hire' },
        ],
      },
      {
        id: 803, code: '8403', zh: '渠道与设置', en: 'Channels and settings', linkUrl: '/settings',
        buttons: [{ id: 815, functionId: '840301', zh: '编辑渠道与保留期', en: 'Edit channels and retention' }],
      },
      // Every staff member's own interviews and scorecards.
      { id: 804, code: '8404', zh: '我的面试', en: 'My interviews', linkUrl: '/interviews', authFlag: 0 },
      // Openings and offers as their approvers see them, opened from the approval centre (intents recruitJob.view and
      // recruitOffer.view): open and not listed; the gateway lets through only those who may see the request.
      { id: 805, code: '8409', zh: '招聘审批', en: 'Recruitment approval', linkUrl: '/approvals', authFlag: 0, hidden: true },
    ],
  },
]
