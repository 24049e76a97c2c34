import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const U = (path: string) => `/gateway/ums/web/${path}`
const en = { 'accept-language': 'en' }

describe('organisation editing: add, rename, move, delete', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let root: number
  const post = async (path: string, body: unknown, token = hr) => (await gateway.post(U(path), body, token, en)).body
  const organ = (id: number) => gateway.ctx.db.selectFrom('organ').selectAll().where('id', '=', id).executeTakeFirst()
  const searchOrgan = async (keyword: string) => {
    const answer = await gateway.post('/gateway/joyhr/web/globalSearch', { keyword, kinds: ['organ'] }, hr)
    return (answer.body.result.groups[0]?.items ?? []).map((item: { title: string }) => item.title)
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    root = (await post('organ/organTreeList', {})).result[0].id
  })
  afterAll(() => gateway.close())

  it('adds a unit under a parent, one level below it, findable in the global search, and audits it', async () => {
    const added = (await post('organ/save', { parentId: root, name: '  Quantum Lab ' })).result
    expect(added).toMatchObject({ parentId: root, name: 'Quantum Lab', level: 2 })
    expect(await searchOrgan('quantum')).toEqual(['Quantum Lab'])
    const audit = await gateway.ctx.db
      .selectFrom('org_audit')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('ref_id', '=', added.id)
      .execute()
    expect(audit.map((row) => row.action)).toEqual(['organ.save'])
    expect(audit[0].user_id).toBe(3)
  })

  it('refuses a blank name, a taken sibling name and an unknown parent', async () => {
    expect(await post('organ/save', { parentId: root, name: '   ' })).toMatchObject({ code: 400000 })
    expect(await post('organ/save', { parentId: root, name: 'quantum lab' })).toMatchObject({
      code: 410404,
      msg: 'A unit named "quantum lab" exists already under the same parent',
    })
    expect((await post('organ/save', { parentId: 999_999, name: 'X' })).code).toBe(410401)
  })

  it('renames a unit and keeps the search index current', async () => {
    const unit = (await post('organ/save', { parentId: root, name: 'Old Name Dept' })).result
    expect((await post('organ/rename', { id: unit.id, name: 'Fresh Name Dept' })).result.name).toBe('Fresh Name Dept')
    expect(await searchOrgan('fresh name')).toEqual(['Fresh Name Dept'])
    expect(await searchOrgan('old name')).toEqual([])
  })

  it('moves a unit with its subtree under another parent and updates the levels', async () => {
    const a = (await post('organ/save', { parentId: root, name: 'Move A' })).result
    const b = (await post('organ/save', { parentId: a.id, name: 'Move B' })).result
    const c = (await post('organ/save', { parentId: root, name: 'Move C' })).result
    expect((await post('organ/move', { id: a.id, parentId: c.id })).result).toMatchObject({ parentId: c.id, level: 3 })
    expect(await organ(b.id)).toMatchObject({ parent_id: a.id, level: 4 })
    const tree = (await post('organ/organTreeList', {})).result[0]
    const cNode = tree.children.find((node: { id: number }) => node.id === c.id)
    expect(cNode.children.map((node: { name: string }) => node.name)).toEqual(['Move A'])
  })

  it('refuses a move under the unit itself or its own descendant, with the message in both languages', async () => {
    const a = (await post('organ/save', { parentId: root, name: 'Cycle A' })).result
    const b = (await post('organ/save', { parentId: a.id, name: 'Cycle B' })).result
    expect(await post('organ/move', { id: a.id, parentId: b.id })).toMatchObject({
      code: 410402,
      msg: '"Cycle A" cannot be moved under itself or one of its own sub-units',
    })
    expect((await post('organ/move', { id: a.id, parentId: a.id })).code).toBe(410402)
    const zh = (await gateway.post(U('organ/move'), { id: a.id, parentId: b.id }, hr, { 'accept-language': 'zh-CN' }))
      .body
    expect(zh.msg).toBe('不能将“Cycle A”移动到其自身或其下级组织之下')
    expect(await organ(a.id)).toMatchObject({ parent_id: root })
    expect((await post('organ/move', { id: root, parentId: a.id })).code).toBe(410406)
  })

  it('deletes only a unit without sub-units and staff, saying why otherwise', async () => {
    const a = (await post('organ/save', { parentId: root, name: 'Delete A' })).result
    const b = (await post('organ/save', { parentId: a.id, name: 'Delete B' })).result
    expect(await post('organ/remove', { id: a.id })).toMatchObject({
      code: 410403,
      msg: '"Delete A" cannot be deleted: it has 1 sub-unit(s)',
    })
    // A unit with staff below the top one (the general manager sits in the company's top unit itself).
    const staffed = await gateway.ctx.db
      .selectFrom('employee')
      .innerJoin('organ', (join) =>
        join.onRef('organ.id', '=', 'employee.organ_id').onRef('organ.tenant_id', '=', 'employee.tenant_id'),
      )
      .select('employee.organ_id')
      .where('employee.tenant_id', '=', 1)
      .where('organ.parent_id', 'is not', null)
      .where('organ.parent_id', '!=', 0)
      .executeTakeFirstOrThrow()
    const staffedName = (await organ(staffed.organ_id))!.name
    expect((await post('organ/remove', { id: staffed.organ_id })).msg).toMatch(
      new RegExp(`^"${staffedName}" cannot be deleted: \\d+ staff member\\(s\\) belong to it$`),
    )
    expect((await post('organ/remove', { id: b.id })).code).toBe(0)
    expect(await organ(b.id)).toBeUndefined()
    expect(await searchOrgan('delete b')).toEqual([])
    expect((await post('organ/remove', { id: root })).code).toBe(410406)
  })

  it('reads one unit with its path and the departments under a unit', async () => {
    const a = (await post('organ/save', { parentId: root, name: 'Read A' })).result
    await post('organ/save', { parentId: a.id, name: 'Read B' })
    const info = (await post('organ/getOrganById', { id: a.id })).result
    expect(info.path).toEqual(['Demo Co. Shanghai', 'Read A'])
    expect(
      (await post('organ/getDeptByOrganId', { organId: a.id })).result.map((o: { name: string }) => o.name),
    ).toEqual(['Read B'])
  })

  it('gives the editing routes to holders of the functions only, and keeps tenants apart', async () => {
    expect((await post('organ/save', { parentId: root, name: 'By staff' }, staff)).code).toBe(403001)
    const tenantTwo = await gateway.ctx.db
      .selectFrom('organ')
      .select('id')
      .where('tenant_id', '=', 2)
      .executeTakeFirstOrThrow()
    expect((await post('organ/save', { parentId: tenantTwo.id, name: 'Intruder' })).code).toBe(410401)
    expect((await post('organ/rename', { id: tenantTwo.id, name: 'Intruder' })).code).toBe(410401)
    expect((await post('organ/move', { id: tenantTwo.id, parentId: root })).code).toBe(410401)
    expect((await post('organ/remove', { id: tenantTwo.id })).code).toBe(410401)
    expect((await post('organ/getOrganById', { id: tenantTwo.id })).code).toBe(410401)
  })

  it("answers the tree of the caller's data range", async () => {
    const tree = (await post('organ/organTreeListForAuth', {})).result
    expect(tree[0].id).toBe(root)
  })
})
