import type { Db } from '../core/db/types'
import { saveOnboardingTemplate } from '../services/personnel'

/**
 * The demo company's onboarding checklist for every hire, written as HR's page writes it: the IT account and the
 * equipment by the administrator's account, a seat by HR Manager, training by the line manager, the ID card copy
 * uploaded by the new hire. Staff hired after the seed (onboarding, import, recruitment) get its tasks.
 */
export async function seedOnboarding(db: Db, now: number): Promise<void> {
  const hr = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'HR Manager')
    .executeTakeFirst()
  const admin = await db.selectFrom('app_user').select('id').where('user_name', '=', 'admin').executeTakeFirst()
  if (!hr || !admin) return
  const it = { ownerType: 'user' as const, ownerId: admin.id, kind: 'task' as const, docType: null, fields: [] }
  const task = { kind: 'task' as const, docType: null, fields: [] }
  await saveOnboardingTemplate(
    { db, tenantId: 1, userId: admin.id, lang: 'zh', now },
    {
      name: '新员工入职清单',
      scope: 'company',
      scopeId: null,
      tasks: [
        { ...it, title: '开通 IT 账号', description: '开通邮箱、门户账号和企业通讯账号。', offsetDays: -2 },
        { ...it, title: '准备办公设备', description: '准备电脑和工牌，入职当天交给新员工。', offsetDays: -1 },
        {
          ...task,
          title: '安排工位',
          description: '安排工位并告知新员工。',
          ownerType: 'role',
          ownerId: hr.id,
          offsetDays: 0,
        },
        {
          ...task,
          title: '入职培训',
          description: '介绍团队、制度和工作流程。',
          ownerType: 'manager',
          ownerId: null,
          offsetDays: 7,
        },
        {
          title: '上传身份证复印件',
          description: '请上传身份证正反面的扫描件或照片。',
          ownerType: 'hire',
          ownerId: null,
          offsetDays: 3,
          kind: 'upload',
          docType: 'idCopy',
          fields: [],
        },
      ],
    },
  )
}
