import { randomUUID } from 'node:crypto'
import PDFDocument from 'pdfkit'
import type { GatewayContext } from '../core/context'
import { pdfFont } from '../core/pdf-font'
import { instantOfWall, tenantTimeZone } from '../services/workflow'

const TENANT = 1
const DAY = 24 * 60 * 60 * 1000

/** Made-up applicants (no real people): their name in Chinese and pinyin, a stage, a channel kind, a school and a skill line. */
const PEOPLE = [
  {
    zh: '周子涵',
    en: 'Zhou Zihan',
    stage: 'applied',
    channel: 'careers',
    school: '同济大学 · 软件工程 / Tongji University, Software Engineering',
    skills: 'TypeScript, React, Node.js',
  },
  {
    zh: '吴思远',
    en: 'Wu Siyuan',
    stage: 'screening',
    channel: 'site',
    school: '华东师范大学 · 计算机科学 / East China Normal University, Computer Science',
    skills: 'Java, Spring, MySQL',
  },
  {
    zh: '郑雨桐',
    en: 'Zheng Yutong',
    stage: 'interview',
    channel: 'referral',
    school: '上海大学 · 信息管理 / Shanghai University, Information Management',
    skills: 'Go, PostgreSQL, Kubernetes',
  },
  {
    zh: '孙浩然',
    en: 'Sun Haoran',
    stage: 'offer',
    channel: 'site',
    school: '南京大学 · 软件工程 / Nanjing University, Software Engineering',
    skills: 'TypeScript, Vue, testing',
  },
  {
    zh: '冯可欣',
    en: 'Feng Kexin',
    stage: 'rejected',
    channel: 'careers',
    school: '苏州大学 · 数学 / Soochow University, Mathematics',
    skills: 'Python, data analysis',
  },
] as const

const PATH: Record<string, string[]> = {
  applied: ['applied'],
  screening: ['applied', 'screening'],
  interview: ['applied', 'screening', 'interview'],
  offer: ['applied', 'screening', 'interview', 'offer'],
  rejected: ['applied', 'screening', 'rejected'],
}

/** The résumés made in this process, by applicant: each is laid out once however many demo databases are seeded. */
const resumes = new Map<string, Promise<Buffer>>()

function resumeOf(person: (typeof PEOPLE)[number]): Promise<Buffer> {
  let resume = resumes.get(person.en)
  if (!resume) {
    resume = resumePdf(person)
    resumes.set(person.en, resume)
    resume.catch(() => resumes.delete(person.en))
  }
  return resume
}

/** A one-page résumé: Chinese with the CJK font when the machine has it, else in English with a built-in font. */
function resumePdf(person: (typeof PEOPLE)[number]): Promise<Buffer> {
  const font = pdfFont()
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: `Résumé · ${person.en}` } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  if (font) doc.registerFont('cjk', font.data, font.face).font('cjk')
  const school = font ? person.school : person.school.split(' / ')[1]
  doc
    .fontSize(20)
    .text(font ? `${person.zh}  ${person.en}` : person.en)
    .moveDown(0.6)
  doc
    .fontSize(12)
    .text(font ? `教育背景 / Education: ${school}` : `Education: ${school}`)
    .moveDown(0.4)
  doc.text(font ? `技能 / Skills: ${person.skills}` : `Skills: ${person.skills}`).moveDown(0.4)
  doc.text(
    font ? '这是演示数据中的虚构简历。/ A made-up résumé of the demo data.' : 'A made-up résumé of the demo data.',
  )
  doc.end()
  return done
}

/**
 * The demo's recruitment (`npm start` on a new database): an approved, open opening on a position with open headcount
 * (listed on demo-sh's careers page), and five made-up candidates across the stages with PDF résumés, one with an
 * interview tomorrow at 10:00 (the tenant's zone) whose interviewer is the demo `manager` (My interviews shows it).
 */
export async function seedRecruitDemo(ctx: GatewayContext): Promise<void> {
  const { db } = ctx
  const now = ctx.now()
  const [hr, manager] = await Promise.all(
    ['hr', 'manager'].map((name) =>
      db.selectFrom('app_user').select(['id', 'real_name']).where('user_name', '=', name).executeTakeFirst(),
    ),
  )
  const position = await db
    .selectFrom('gangwei')
    .select(['id', 'name', 'organ_id'])
    .where('tenant_id', '=', TENANT)
    .orderBy('id')
    .executeTakeFirst()
  const channels = await db
    .selectFrom('recruit_channel')
    .select(['id', 'kind'])
    .where('tenant_id', '=', TENANT)
    .orderBy('id')
    .execute()
  if (!hr || !manager || !position || channels.length === 0) return
  const channelOf = (kind: string) => channels.find((c) => c.kind === kind)?.id ?? channels[0].id
  const hrName = hr.real_name || 'hr'
  await db
    .insertInto('recruit_job')
    .values({
      tenant_id: TENANT,
      id: 1,
      gangwei_id: position.id,
      organ_id: position.organ_id,
      title: position.name,
      vacancies: 2,
      status: 'open',
      instance_id: null,
      description:
        "负责公司人力资源门户的设计、开发与维护；与产品、测试同事协作交付新功能。\nDesign, build and maintain the company's HR portal with product and QA colleagues.",
      created_by: hr.id,
      created_at: now - 12 * DAY,
      updated_at: now - 10 * DAY,
    })
    .execute()
  let logId = 0
  for (const [index, person] of PEOPLE.entries()) {
    const id = index + 1
    const resume = await resumeOf(person)
    const path = `${ctx.integrations.files.prefix}/recruit/${TENANT}/${randomUUID()}.pdf`
    await ctx.integrations.files.store.put(path, resume, 'application/pdf')
    const appliedAt = now - (9 - index) * DAY
    const steps = PATH[person.stage]
    await db
      .insertInto('recruit_candidate')
      .values({
        tenant_id: TENANT,
        id,
        job_id: 1,
        channel_id: channelOf(person.channel),
        name: person.zh,
        phone: `1380000${String(1001 + index)}`,
        email: `${person.en.toLowerCase().replace(' ', '.')}@example.com`,
        stage: person.stage,
        resume_path: path,
        resume_name: `${person.en}.pdf`,
        resume_size: resume.length,
        employee_id: null,
        created_at: appliedAt,
        updated_at: appliedAt + (steps.length - 1) * DAY,
      })
      .execute()
    for (const [step, stage] of steps.entries()) {
      await db
        .insertInto('recruit_stage_log')
        .values({
          tenant_id: TENANT,
          id: ++logId,
          candidate_id: id,
          from_stage: step === 0 ? '' : steps[step - 1],
          to_stage: stage,
          actor_id: step === 0 ? null : hr.id,
          actor_name: step === 0 ? person.zh : hrName,
          at: appliedAt + step * DAY,
        })
        .execute()
    }
    if (person.stage === 'interview') {
      const zone = await tenantTimeZone(db, TENANT)
      const tomorrow = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now + DAY)
      await db
        .insertInto('recruit_interview')
        .values({
          tenant_id: TENANT,
          id: 1,
          candidate_id: id,
          starts_at: instantOfWall(`${tomorrow}T10:00`, zone),
          minutes: 45,
          place: '3 楼 301 会议室 / Room 301, 3F',
          created_by: hr.id,
          created_at: now - DAY,
        })
        .execute()
      await db
        .insertInto('recruit_scorecard')
        .values({
          tenant_id: TENANT,
          interview_id: 1,
          user_id: manager.id,
          invite_state: 'sent',
          rating: null,
          notes: '',
          submitted_at: null,
        })
        .execute()
    }
  }
}
