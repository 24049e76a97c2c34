import type { Db } from '../core/db/types'

const DAY = 86_400_000
const HOUR = 3_600_000
const TENANT = 1
/** The demo `staff` account's employee record. */
const STAFF = 12

/** A day (YYYY-MM-DD) in China time, as due dates are kept. */
const chinaDay = (at: number) => new Date(at + 8 * HOUR).toISOString().slice(0, 10)

/** 10:00 China time (02:00 UTC) `days` days after `now`. */
const tenOClock = (now: number, days: number) => Math.floor((now + days * DAY) / DAY) * DAY + 2 * HOUR

/** The demo question bank: one question of each type, the keys as the service keeps them. */
const QUESTIONS = [
  {
    type: 'single',
    stem: '收到要求点击链接修改密码的陌生邮件，应当怎么做？',
    options: ['立即点击链接修改', '转发给同事确认', '不点击，报告信息安全组'],
    answer: 2,
    score: 20,
  },
  {
    type: 'multiple',
    stem: '以下哪些属于安全的密码习惯？',
    options: ['每个系统使用不同的密码', '把密码写在便签贴在显示器上', '开启两步验证', '与同事共用账号'],
    answer: [0, 2],
    score: 20,
  },
  { type: 'judge', stem: '离开座位时应当锁定电脑屏幕。', options: [], answer: true, score: 20 },
  { type: 'fill', stem: '公司员工自助服务热线的分机号是 ____。', options: [], answer: ['8000'], score: 20 },
  {
    type: 'short',
    stem: '请简述发现疑似信息泄露时的处理步骤。',
    options: [],
    answer: '立即停止相关操作，保留证据，报告信息安全组并配合调查。',
    score: 20,
  },
]

/**
 * The demo company's training (tenant 1), so a person trying the product sees it working: two courses with a
 * session each, the information-security course compulsory for the `staff` account's department, a question bank of
 * every type, a fixed paper of it and an open exam that department takes. Nobody has enrolled or sat anything yet.
 */
export async function seedTrainingDemo(db: Db, now: number): Promise<void> {
  const staff = await db
    .selectFrom('employee')
    .select('organ_id')
    .where('tenant_id', '=', TENANT)
    .where('id', '=', STAFF)
    .executeTakeFirst()
  const hr = await db.selectFrom('app_user').select('id').where('user_name', '=', 'hr').executeTakeFirst()
  if (!staff || !hr) return
  const department = JSON.stringify({ organIds: [staff.organ_id], zhiweiIds: [], employeeIds: [] })
  await db
    .insertInto('training_course')
    .values([
      {
        tenant_id: TENANT,
        id: 1,
        title: '信息安全意识培训',
        summary: '识别钓鱼邮件、保护密码和公司数据，每位员工每年完成一次。',
        materials: JSON.stringify([
          { kind: 'link', url: 'https://www.cisa.gov/secure-our-world', name: '安全上网小贴士' },
        ]),
        created_at: now,
        updated_at: now,
      },
      {
        tenant_id: TENANT,
        id: 2,
        title: '高效沟通工作坊',
        summary: '结构化表达、会议主持与书面沟通的实用练习。',
        materials: JSON.stringify([]),
        created_at: now,
        updated_at: now,
      },
    ])
    .execute()
  await db
    .insertInto('training_session')
    .values([
      {
        tenant_id: TENANT,
        id: 1,
        course_id: 1,
        starts_at: tenOClock(now, 7),
        ends_at: tenOClock(now, 7) + 2 * HOUR,
        place: '总部 3 楼培训室',
        capacity: 30,
      },
      {
        tenant_id: TENANT,
        id: 2,
        course_id: 2,
        starts_at: tenOClock(now, 14),
        ends_at: tenOClock(now, 14) + 3 * HOUR,
        place: '总部 5 楼会议室 A',
        capacity: 12,
      },
    ])
    .execute()
  // Due in three weeks: past the reminder window, so the first notices come from the scheduled job closer to the date.
  await db
    .insertInto('training_assignment')
    .values({
      tenant_id: TENANT,
      id: 1,
      course_id: 1,
      audience: department,
      due_date: chinaDay(now + 21 * DAY),
      created_by: hr.id,
      created_at: now,
    })
    .execute()
  await db
    .insertInto('exam_question')
    .values(
      QUESTIONS.map(({ options, answer, ...question }, index) => ({
        tenant_id: TENANT,
        id: index + 1,
        ...question,
        options: JSON.stringify(options),
        answer: JSON.stringify(answer),
        removed: 0,
        updated_at: now,
      })),
    )
    .execute()
  const total = QUESTIONS.reduce((sum, q) => sum + q.score, 0)
  await db
    .insertInto('exam_paper')
    .values({
      tenant_id: TENANT,
      id: 1,
      title: '信息安全基础试卷',
      mode: 'fixed',
      question_ids: JSON.stringify(QUESTIONS.map((_, index) => index + 1)),
      rules: '[]',
      total,
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('exam')
    .values({
      tenant_id: TENANT,
      id: 1,
      title: '信息安全意识测验',
      paper_id: 1,
      minutes: 20,
      pass_mark: 60,
      audience: department,
      closed: 0,
      created_at: now,
    })
    .execute()
}
