// What the mixed load needs in the demo tenant (tenant 1), made through the gateway's own routes as
// its administrator: staff accounts (onboarded new hires with the Staff role), approver accounts (the
// Manager role), a leave workflow whose one step is the Manager role, and announcements to everyone.
import { createClient } from './load-client.mjs'
import { createRouteStats } from './route-stats.mjs'

export const LOAD_PASSWORD = 'Load@Bench2024'
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']

/** An organ of tenant 1 with a post, for new hires. */
async function placeForHires(post, token) {
  const { organs, roles } = await post('options', '/ums/web/entryUser/recordOptions', {}, token)
  for (const organ of [...organs].reverse()) {
    const { gangweis } = await post('options', '/ums/web/entryUser/recordOptions', { organId: organ.id }, token)
    if (gangweis.length) return { organ: organ.id, gangwei: gangweis[0].id, roles }
  }
  throw new Error('bench: no organ of tenant 1 has a post')
}

/**
 * Onboards `names` as new hires with accounts of `roleId`, one after the other (onboarding takes the next
 * employee id as max + 1, so concurrent ones collide), on the processes in turn.
 */
async function onboard(clients, token, place, names, roleId, serial) {
  for (const [i, userName] of names.entries()) {
    const n = serial + i
    await clients[n % clients.length].post(
      'onboard',
      '/ums/web/entryUser/onboard',
      {
        values: {
          name: `${SURNAMES[n % SURNAMES.length]}压测${n}`,
          jobNumber: `LOAD${String(n).padStart(5, '0')}`,
          mobile: `199${String(n).padStart(8, '0')}`,
          organ: String(place.organ),
          gangwei: String(place.gangwei),
          entryDate: '2024-01-02',
        },
        account: { userName, password: LOAD_PASSWORD, roleIds: [roleId] },
      },
      token,
    )
  }
}

/**
 * Prepares tenant 1 on the processes (`bases`, their loopback URLs behind `origin`): `accounts` staff
 * accounts and `approvers` approver accounts, the one-step leave workflow, `notices` announcements.
 * Answers the account names.
 */
export async function prepareTenant({ bases, origin, accounts, approvers, notices }) {
  const stats = createRouteStats()
  const clients = bases.map((base) => createClient({ base, origin, stats }))
  try {
    const [first] = clients
    const { token } = await first.post('sign-in', '/uac/account/login', {
      account: 'admin',
      password: 'Admin@12345',
      tenantId: 1,
    })
    const place = await placeForHires(first.post, token)
    const roleId = (name) => {
      const role = place.roles.find((r) => r.name === name)
      if (!role) throw new Error(`bench: tenant 1 has no role ${name}`)
      return role.id
    }
    const staff = Array.from({ length: accounts }, (_, i) => `load-staff-${i + 1}`)
    const managers = Array.from({ length: approvers }, (_, i) => `load-approver-${i + 1}`)
    await onboard(clients, token, place, staff, roleId('Staff'), 1)
    await onboard(clients, token, place, managers, roleId('Manager'), accounts + 1)
    // New hires have no line manager: the leave workflow's one step is the Manager role (any member approves).
    await first.post(
      'definition',
      '/workflow/web/definition/save',
      {
        bizType: 'leave',
        name: '请假审批',
        steps: [{ nameZh: '经理审批', nameEn: 'Manager', approver: { type: 'role', roleId: roleId('Manager') } }],
      },
      token,
    )
    for (let i = 1; i <= notices; i++) {
      await first.post(
        'publish',
        '/message/web/notice/publish',
        {
          title: `Load test notice ${i}`,
          body: `<p>Announcement ${i} of the mixed load test.</p>`,
          audience: { type: 'tenant' },
        },
        token,
      )
    }
    return { staff, approvers: managers, surnames: SURNAMES }
  } finally {
    for (const client of clients) client.close()
  }
}
