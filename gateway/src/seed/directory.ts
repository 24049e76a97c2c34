import type { Db, EmployeeTable } from '../core/db/types'
import type { OrganTable } from '../core/db/types'
import type { GangweiTable } from '../services/personnel'
import { generateName } from './names'
import { beijingTree, organEnglishNames, shanghaiTree, type OrganSpec } from './organ-trees'
import { between, pick, seededRandom } from './random'
import { insertFixtureRows } from '../services/personnel'

const DAY = 86_400_000

// Post categories (zhilei) and posts (zhiwei); ids are the same in both tenants' ranges plus offset.
const categories = [
  { name: '技术类', posts: ['初级工程师', '工程师', '高级工程师', '技术专家'] },
  { name: '管理类', posts: ['主管', '经理', '总监'] },
  { name: '职能类', posts: ['专员', '高级专员'] },
  { name: '销售类', posts: ['销售代表', '大客户经理'] },
]

const positionsByKeyword: Array<[RegExp, string[]]> = [
  [/研发|架构|中间件|前端|后端|测试|数据|算法/, ['开发工程师', '测试工程师']],
  [/设计/, ['交互设计师', '视觉设计师']],
  [/运营/, ['运营专员']],
  [/招聘|薪酬|绩效/, ['HRBP', '招聘专员']],
  [/账|税|财务|会计/, ['会计']],
  [/销售/, ['销售代表']],
]

function positionsFor(organName: string): string[] {
  return positionsByKeyword.find(([pattern]) => pattern.test(organName))?.[1] ?? ['行政专员']
}

/** The position of each demo tenant's head (seed/reporting-lines.ts makes them the top of the reporting lines). */
export const GENERAL_MANAGER = '总经理'

interface TenantPlan {
  tenantId: number
  tree: OrganSpec
  employees: number
  jobPrefix: string
  idBase: number
}

/** Seeds organs, posts, positions and employees of one tenant; ids start at `idBase + 1`. */
async function seedTenant(db: Db, plan: TenantPlan, now: number): Promise<void> {
  const random = seededRandom(plan.tenantId * 7919)
  const organs: OrganTable[] = []
  const walk = (spec: OrganSpec | string, parentId: number | null, level: number, sort: number): void => {
    const node = typeof spec === 'string' ? { name: spec } : spec
    const id = plan.idBase + organs.length + 1
    organs.push({
      id,
      tenant_id: plan.tenantId,
      parent_id: parentId,
      name: node.name,
      name_en: organEnglishNames[node.name] ?? null,
      code: `O${id}`,
      level,
      sort,
    })
    node.children?.forEach((child, index) => {
      walk(child, id, level + 1, index + 1)
    })
  }
  walk(plan.tree, null, 1, 1)
  await db.insertInto('organ').values(organs).execute()

  const zhiweiIds: number[][] = []
  let zhiweiId = plan.idBase
  for (const [index, category] of categories.entries()) {
    const zhileiId = plan.idBase + index + 1
    await db.insertInto('zhilei').values({ id: zhileiId, tenant_id: plan.tenantId, name: category.name }).execute()
    const ids = category.posts.map((name) => ({ id: ++zhiweiId, tenant_id: plan.tenantId, zhilei_id: zhileiId, name }))
    await db.insertInto('zhiwei').values(ids).execute()
    zhiweiIds.push(ids.map((row) => row.id))
  }

  const teams = organs.filter((organ) => organ.level === 4)
  const gangwei: Array<Omit<GangweiTable, 'headcount'>> = []
  for (const team of teams) {
    for (const name of positionsFor(team.name)) {
      const category = /销售/.test(name) ? 3 : /工程师|设计师/.test(name) ? 0 : 2
      const id = plan.idBase + gangwei.length + 1
      gangwei.push({
        id,
        tenant_id: plan.tenantId,
        organ_id: team.id,
        zhiwei_id: pick(random, zhiweiIds[category]),
        name,
      })
    }
  }
  const employees: EmployeeTable[] = []
  for (let i = 0; i < plan.employees; i++) {
    const { name, pinyin } = generateName(random)
    const position = pick(random, gangwei)
    const entryDate = now - between(random, 20, 9 * 365) * DAY
    const left = random() < 0.08
    const leaveDate = left ? Math.min(now - DAY, entryDate + between(random, 30, 3 * 365) * DAY) : null
    const id = plan.idBase + i + 1
    const jobNumber = `${plan.jobPrefix}${String(i + 1).padStart(5, '0')}`
    employees.push({
      id,
      tenant_id: plan.tenantId,
      organ_id: position.organ_id,
      gangwei_id: position.id,
      zhiwei_id: position.zhiwei_id,
      name,
      job_number: jobNumber,
      phone: `1${pick(random, ['3', '5', '8'])}${String(between(random, 0, 999_999_999)).padStart(9, '0')}`,
      email: `${pinyin}.${jobNumber.toLowerCase()}@demo-co.example`,
      gender: random() < 0.5 ? 1 : 2,
      entry_date: entryDate,
      leave_date: leaveDate,
      status: left ? 2 : 1,
    })
  }
  // The first employee heads the company: its general manager, placed in the company itself (the root organ) with
  // the post 总监 of 管理类 (the position is added last, so every other employee's draw stays as it was).
  const generalManager = {
    id: plan.idBase + gangwei.length + 1,
    tenant_id: plan.tenantId,
    organ_id: organs[0].id,
    zhiwei_id: zhiweiIds[1][2],
    name: GENERAL_MANAGER,
  }
  gangwei.push(generalManager)
  employees[0] = {
    ...employees[0],
    organ_id: generalManager.organ_id,
    gangwei_id: generalManager.id,
    zhiwei_id: generalManager.zhiwei_id,
    status: 1,
    leave_date: null,
  }
  await db.insertInto('gangwei').values(gangwei).execute()
  for (let start = 0; start < employees.length; start += 100) {
    await insertFixtureRows(db, 'employee', employees.slice(start, start + 100))
  }
}

/** Company, two tenants and their directories: 240 staff in Shanghai, 40 in Beijing. */
export async function seedDirectory(db: Db, now: number): Promise<void> {
  await db.insertInto('company').values({ id: 1, name: 'Demo Co.' }).execute()
  await db
    .insertInto('tenant')
    .values([
      { id: 1, company_id: 1, name: 'Demo Co. Shanghai', code: 'demo-sh' },
      { id: 2, company_id: 1, name: 'Demo Co. Beijing', code: 'demo-bj' },
    ])
    .execute()
  await seedTenant(db, { tenantId: 1, tree: shanghaiTree, employees: 240, jobPrefix: 'SH', idBase: 0 }, now)
  await seedTenant(db, { tenantId: 2, tree: beijingTree, employees: 40, jobPrefix: 'BJ', idBase: 1000 }, now)
}
