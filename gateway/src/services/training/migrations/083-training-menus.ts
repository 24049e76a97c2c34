// The training and exams app (courses, compulsory training, question bank, papers, exams, marking, my training, my
// exams) in a database seeded before it. A fresh database has no menu yet: the seed adds it (seed/training-menus.ts)
// and this does nothing. New rows take ids above the highest; pages open to everyone (auth flag 0) need no grant, the
// others are granted by each tenant's administrators.
import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuItem } from '../../../core/db/app-menus-migration'

const APP = { code: 'training', zh: '培训考试', en: 'Training and exams', link: '/training' }
const ITEMS: MigrationMenuItem[] = [
  { code: '8501', zh: '课程', en: 'Courses', link: '/courses', buttons: [['850101', '编辑课程', 'Edit courses'], ['850102', '报名与签到', 'Enrolment and attendance']] },
  { code: '8502', zh: '必修培训', en: 'Compulsory training', link: '/assignments', buttons: [['850201', '指派培训', 'Assign training']] },
  { code: '8503', zh: '题库', en: 'Question bank', link: '/questions', buttons: [['850301', '编辑试题', 'Edit questions']] },
  { code: '8504', zh: '试卷', en: 'Papers', link: '/papers', buttons: [['850401', '编辑试卷', 'Edit papers']] },
  { code: '8505', zh: '考试', en: 'Exams', link: '/exams', buttons: [['850501', '编辑考试', 'Edit exams']] },
  { code: '8506', zh: '阅卷', en: 'Marking', link: '/marking', buttons: [['850601', '评分', 'Mark answers']] },
  { code: '8507', zh: '我的培训', en: 'My training', link: '/my-training', open: true },
  { code: '8508', zh: '我的考试', en: 'My exams', link: '/my-exams', open: true },
]

export async function up(db: Kysely<any>): Promise<void> {
  await addAppMenus(db, [{ ...APP, items: ITEMS }])
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, [{ ...APP, items: ITEMS }])
}
