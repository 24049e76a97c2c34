import { describe, expect, it } from 'vitest'
import type { OrganTable } from '../../core/db/types'
import type { PlatformDepartment, PlatformMember } from '../../integrations/messaging/directory'
import { planSync, type MemberStep, type UnitStep } from './plan'
import type { PortalPerson, PortalState } from './portal-state'
import { DEFAULT_RULES } from './rules'

const organ = (id: number, parent: number | null, name: string): OrganTable => ({
  id,
  tenant_id: 1,
  parent_id: parent,
  name,
  code: `O${id}`,
  level: parent === null ? 1 : 2,
  sort: id,
})
const dept = (id: string, parentId: string | null, name: string): PlatformDepartment => ({
  id,
  parentId,
  name,
  order: 0,
})
const member = (id: string, fields: Partial<PlatformMember> = {}): PlatformMember => ({
  id,
  name: id,
  mobile: null,
  email: null,
  jobNumber: null,
  departmentIds: ['1'],
  title: null,
  entryDate: null,
  workStartDate: null,
  active: true,
  ...fields,
})
const person = (employeeId: number, fields: Partial<PortalPerson> = {}): PortalPerson => ({
  employeeId,
  name: `p${employeeId}`,
  mobile: '',
  email: '',
  jobNumber: `J${employeeId}`,
  organId: 1,
  title: '',
  entryDate: '2020-01-01',
  workStartDate: null,
  status: 1,
  userId: 100 + employeeId,
  ...fields,
})
const state = (fields: Partial<PortalState> = {}): PortalState => ({
  organs: [organ(1, null, 'Company'), organ(2, 1, 'Sales')],
  unitLinks: new Map([['1', 1]]),
  memberLinks: new Map(),
  people: [],
  accounts: [],
  ...fields,
})
const full = { full: true } as const
const members = (steps: ReturnType<typeof planSync>) =>
  Object.fromEntries(steps.filter((s): s is MemberStep => s.kind === 'member').map((s) => [s.platformId, s]))
const units = (steps: ReturnType<typeof planSync>) => steps.filter((s): s is UnitStep => s.kind === 'unit')

describe('the plan of a directory sync', () => {
  it('matches by mobile first, then e-mail, then job number, each portal person once', () => {
    const people = [
      person(1, { mobile: '13800000001', email: 'a@x.cn' }),
      person(2, { email: 'b@x.cn', jobNumber: 'JB' }),
      person(3, { jobNumber: 'JC' }),
    ]
    const steps = members(
      planSync(
        {
          departments: [dept('1', null, 'Co')],
          members: [
            member('m-mobile', { mobile: '13800000001', email: 'b@x.cn' }),
            member('m-email', { email: 'B@X.cn', jobNumber: 'JC' }),
            member('m-job', { jobNumber: 'JC' }),
            member('m-new', { mobile: '13800000009' }),
          ],
        },
        state({ people }),
        DEFAULT_RULES,
        full,
      ),
    )
    expect(steps['m-mobile'].employeeId).toBe(1)
    expect(steps['m-email'].employeeId).toBe(2)
    expect(steps['m-job'].employeeId).toBe(3)
    expect(steps['m-new']).toMatchObject({ action: 'create', employeeId: null })
  })

  it("follows each field's rule: the platform's value only where the platform wins", () => {
    const people = [
      person(1, { mobile: '13800000001', name: 'Old', email: 'old@x.cn', jobNumber: 'P1', title: 'Clerk' }),
    ]
    const platform = member('m', {
      mobile: '13800000001',
      name: 'New',
      email: 'new@x.cn',
      jobNumber: 'W1',
      title: 'Lead',
    })
    const snapshot = { departments: [dept('1', null, 'Co')], members: [platform] }
    const byDefault = members(planSync(snapshot, state({ people }), DEFAULT_RULES, full)).m
    expect(byDefault.changes.map((c) => c.field).sort()).toEqual(['email', 'name', 'title'])
    const portalName = members(
      planSync(snapshot, state({ people }), { ...DEFAULT_RULES, name: 'portal', jobNumber: 'platform' }, full),
    ).m
    expect(portalName.changes).toContainEqual({ field: 'jobNumber', before: 'P1', after: 'W1' })
    expect(portalName.changes.some((c) => c.field === 'name')).toBe(false)
  })

  it('renames and moves linked units, links a same-named unit under the same parent, creates the others', () => {
    const organs = [organ(1, null, 'Company'), organ(2, 1, 'Sales'), organ(3, 1, 'R&D'), organ(4, 1, 'Finance')]
    const steps = units(
      planSync(
        {
          departments: [
            dept('1', null, 'Co'),
            dept('10', '1', 'Sales & Marketing'),
            dept('11', '10', 'R&D'),
            dept('12', '1', 'Finance'),
            dept('13', '1', 'Legal'),
          ],
          members: [],
        },
        state({
          organs,
          unitLinks: new Map([
            ['1', 1],
            ['10', 2],
            ['11', 3],
          ]),
        }),
        DEFAULT_RULES,
        full,
      ),
    )
    const byId = Object.fromEntries(steps.map((s) => [s.platformId, s]))
    expect(byId['1']).toMatchObject({ action: 'none', organId: 1 })
    expect(byId['10']).toMatchObject({
      action: 'update',
      changes: [{ field: 'unitName', before: 'Sales', after: 'Sales & Marketing' }],
    })
    expect(byId['11']).toMatchObject({
      action: 'move',
      changes: [{ field: 'parent', before: 'Company', after: 'Sales' }],
    })
    expect(byId['12']).toMatchObject({ action: 'link', organId: 4 })
    expect(byId['13']).toMatchObject({ action: 'create', organId: null })
  })

  it('offboards members gone or disabled on the platform, never creates inactive ones, and removes gone units last, deepest first', () => {
    const organs = [organ(1, null, 'Company'), organ(2, 1, 'Old'), { ...organ(3, 2, 'Old team'), level: 3 }]
    const people = [
      person(1, { mobile: '13800000001' }),
      person(2, { mobile: '13800000002' }),
      person(3, { mobile: '13800000003', status: 2 }),
    ]
    const steps = planSync(
      {
        departments: [dept('1', null, 'Co')],
        members: [
          member('disabled', { mobile: '13800000002', active: false }),
          member('inactive-new', { mobile: '13800000004', active: false }),
        ],
      },
      state({
        organs,
        people,
        unitLinks: new Map([
          ['1', 1],
          ['20', 2],
          ['21', 3],
        ]),
        memberLinks: new Map([
          ['gone', 1],
          ['left-before', 3],
        ]),
      }),
      DEFAULT_RULES,
      full,
    )
    const byId = members(steps)
    expect(byId.gone).toMatchObject({ action: 'disable', employeeId: 1, reason: { key: 'leftPlatform' } })
    expect(byId.disabled).toMatchObject({ action: 'disable', employeeId: 2, reason: { key: 'disabledOnPlatform' } })
    expect(byId['inactive-new']).toMatchObject({ action: 'none', reason: { key: 'inactiveNotCreated' } })
    expect(byId['left-before']).toBeUndefined()
    expect(steps.slice(-2).map((s) => [s.action, s.platformId])).toEqual([
      ['remove', '21'],
      ['remove', '20'],
    ])
  })

  it('links an account without a staff record by its mobile, and plans a move to a unit the plan creates', () => {
    const steps = members(
      planSync(
        {
          departments: [dept('1', null, 'Co'), dept('30', '1', 'New team')],
          members: [
            member('boss', { mobile: '13800000000' }),
            member('mover', { name: 'p1', mobile: '13800000001', departmentIds: ['30'] }),
          ],
        },
        state({
          people: [person(1, { mobile: '13800000001' })],
          accounts: [{ userId: 1, userName: 'admin', phone: '13800000000', employeeId: null }],
        }),
        DEFAULT_RULES,
        full,
      ),
    )
    expect(steps.boss).toMatchObject({
      action: 'link',
      userId: 1,
      reason: { key: 'accountWithoutRecord', vars: { account: 'admin' } },
    })
    expect(steps.mover).toMatchObject({
      action: 'move',
      changes: [{ field: 'department', before: 'Company', after: 'New team' }],
    })
  })

  it('covers only the changed records of a callback', () => {
    const people = [person(1, { mobile: '13800000001' }), person(2, { mobile: '13800000002' })]
    const steps = planSync(
      { departments: [], members: [member('a', { mobile: '13800000001', name: 'Renamed' })] },
      state({
        people,
        memberLinks: new Map([
          ['a', 1],
          ['b', 2],
        ]),
      }),
      DEFAULT_RULES,
      { full: false, departmentIds: [], memberIds: ['a'] },
    )
    expect(steps.map((s) => [s.platformId, s.action])).toEqual([['a', 'update']])
  })
})
