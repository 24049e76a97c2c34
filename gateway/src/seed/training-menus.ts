import type { AppSpec } from './menus'

/** The training and exams app's menu entry (services/training; seeded with the others by menus.ts). */
export const trainingMenus: AppSpec[] = [
  {
    id: 840, code: 'training', zh: '培训考试', en: 'Training and exams', linkUrl: '/training',
    items: [
      {
        // Courses with their materials and sessions; enrolling others and marking attendance is a button of it.
        id: 841, code: '8501', zh: '课程', en: 'Courses', linkUrl: '/courses',
        buttons: [
          { id: 841, functionId: '850101', zh: '编辑课程', en: 'Edit courses' },
          { id: 842, functionId: '850102', zh: '报名与签到', en: 'Enrolment and attendance' },
        ],
      },
      {
        id: 842, code: '8502', zh: '必修培训', en: 'Compulsory training', linkUrl: '/assignments',
        buttons: [{ id: 843, functionId: '850201', zh: '指派培训', en: 'Assign training' }],
      },
      {
        id: 843, code: '8503', zh: '题库', en: 'Question bank', linkUrl: '/questions',
        buttons: [{ id: 844, functionId: '850301', zh: '编辑试题', en: 'Edit questions' }],
      },
      {
        id: 844, code: '8504', zh: '试卷', en: 'Papers', linkUrl: '/papers',
        buttons: [{ id: 845, functionId: '850401', zh: '编辑试卷', en: 'Edit papers' }],
      },
      {
        id: 845, code: '8505', zh: '考试', en: 'Exams', linkUrl: '/exams',
        buttons: [{ id: 846, functionId: '850501', zh: '编辑考试', en: 'Edit exams' }],
      },
      {
        id: 846, code: '8506', zh: '阅卷', en: 'Marking', linkUrl: '/marking',
        buttons: [{ id: 847, functionId: '850601', zh: '评分', en: 'Mark answers' }],
      },
      // Every staff member's own training and exams.
      { id: 847, code: '8507', zh: '我的培训', en: 'My training', linkUrl: '/my-training', authFlag: 0 },
      { id: 848, code: '8508', zh: '我的考试', en: 'My exams', linkUrl: '/my-exams', authFlag: 0 },
    ],
  },
]
