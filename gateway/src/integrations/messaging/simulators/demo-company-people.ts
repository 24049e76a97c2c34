import type { SimDepartment, SimMember } from './demo-company'

/**
 * The WeCom stand-in company's units. Where the demo accounts `staff` and `hr` work, the units carry the demo seed's
 * names under the same parents (财务中心 › 会计部 › 总账组, 人力资源中心 › 薪酬绩效部 › 绩效组), so a sync links them to
 * the portal's own units and leaves those two people where they are.
 */
export const DEMO_DEPARTMENTS: readonly SimDepartment[] = [
  { id: 1, name: '演示科技', parentId: 0, order: 1 },
  { id: 2, name: '人力资源中心', parentId: 1, order: 1 },
  { id: 3, name: '研发中心', parentId: 1, order: 2 },
  { id: 4, name: '销售部', parentId: 1, order: 3 },
  { id: 5, name: '移动开发组', parentId: 3, order: 1 },
  { id: 6, name: '薪酬绩效部', parentId: 2, order: 1 },
  { id: 7, name: '绩效组', parentId: 6, order: 1 },
  { id: 8, name: '财务中心', parentId: 1, order: 4 },
  { id: 9, name: '会计部', parentId: 8, order: 1 },
  { id: 10, name: '总账组', parentId: 9, order: 1 },
]

/**
 * Where the people of people.ts work in the stand-in company, with their job number and e-mail (by default
 * `<key>@demo-corp.example`). `staff` and `hr` are the demo seed's records exactly (unit, post, job number, e-mail:
 * seed/directory.ts draws them), so their messaging sign-in and the directory-sync demo change nothing about them.
 */
export const PLACES: Record<string, { departmentId: number; position: string; jobNumber: string; email?: string }> = {
  admin: { departmentId: 1, position: '系统管理员', jobNumber: 'WX0001' },
  staff: { departmentId: 10, position: '会计', jobNumber: 'SH00012', email: 'yangjuan.deng.sh00012@demo-co.example' },
  hr: { departmentId: 7, position: '招聘专员', jobNumber: 'SH00040', email: 'chao.ma.sh00040@demo-co.example' },
  stranger: { departmentId: 4, position: '外部顾问', jobNumber: 'WX0004' },
  nomobile: { departmentId: 5, position: '实习生', jobNumber: 'WX0005' },
}

/** Three more members the portal does not know yet (a first sync creates them). */
export const EXTRA_PEOPLE: readonly SimMember[] = [
  {
    userId: 'zhaoliu',
    name: '赵六',
    mobile: '13700000001',
    email: 'zhaoliu@demo-corp.example',
    jobNumber: 'WX1001',
    departmentIds: [5],
    position: '移动端工程师',
    status: 1,
    entryDate: '2023-04-03',
    workStartDate: '2016-07-01',
  },
  {
    userId: 'qianqi',
    name: '钱七',
    mobile: '13700000002',
    email: 'qianqi@demo-corp.example',
    jobNumber: 'WX1002',
    departmentIds: [4],
    position: '销售经理',
    status: 1,
    entryDate: null,
    workStartDate: null,
  },
  {
    userId: 'sunba',
    name: '孙八',
    mobile: '13700000003',
    email: 'sunba@demo-corp.example',
    jobNumber: 'WX1003',
    departmentIds: [3],
    position: '测试工程师',
    status: 1,
    entryDate: null,
    workStartDate: null,
  },
]
