// The recruitment app's menus (openings, candidates, channels and settings, my interviews; its approval page opened by
// intent) in a database seeded before it existed. A fresh database has no menu yet: the seed adds them
// (seed/recruit-menus.ts) and this does nothing.
import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuApp } from '../../../core/db/app-menus-migration'

const APPS: MigrationMenuApp[] = [{
  code: 'recruit', zh: '招聘管理', en: 'Recruitment', link: '/recruit',
  items: [
    { code: '8401', zh: '招聘职位', en: 'Openings', link: '/jobs', buttons: [['840101', '发起与关闭职位', 'Raise and close openings']] },
    {
      code: '8402', zh: '候选人', en: 'Candidates', link: '/candidates',
      buttons: [['840201', '添加与移动候选人', 'Add and move candidates'], ['840202', '安排面试', 'Schedule interviews'], ['840203', '发起录用', 'Make offers'], ['840204', '办理入职', 'Hire']],
    },
    { code: '8403', zh: '渠道与设置', en: 'Channels and settings', link: '/settings', buttons: [['840301', '编辑渠道与保留期', 'Edit channels and retention']] },
    { code: '8404', zh: '我的面试', en: 'My interviews', link: '/interviews', open: true },
    { code: '8409', zh: '招聘审批', en: 'Recruitment approval', link: '/approvals', open: true, hidden: true },
  ],
}]

export async function up(db: Kysely<any>): Promise<void> {
  await addAppMenus(db, APPS)
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, APPS)
}
