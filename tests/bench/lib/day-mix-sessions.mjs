// The signed-in sessions of the day-mix benchmark, in its own product's tenant 1: the demo accounts signed in several
// times each (a session per device), and staff and managers onboarded through the gateway's own routes (as the mixed
// load makes them), one session each. Each session says its role (what its screens reach) and the tenant's organ ids
// (the staff list's department filter).
import { createClient } from './load-client.mjs'
import { LOAD_PASSWORD, prepareTenant } from './load-setup.mjs'
import { createRouteStats } from './route-stats.mjs'

/** The demo accounts, their role in the mix and how many sessions each holds. */
const DEMO = [
  { account: 'admin', password: 'Admin@12345', role: 'admin', sessions: 4 },
  { account: 'hr', password: 'Hr@123456789', role: 'staff', sessions: 4 },
  { account: 'manager', password: 'Manager@12345', role: 'staff', sessions: 4 },
  { account: 'staff', password: 'Staff@12345', role: 'staff', sessions: 4 },
  { account: 'worker', password: 'Worker@12345', role: 'worker', sessions: 2 },
]
/** Onboarded accounts (role Staff) and approvers (role Manager), one session each: 60 sessions in all. */
const STAFF = 36
const APPROVERS = 6

const organIds = (nodes) => nodes.flatMap((node) => [node.id, ...organIds(node.children ?? [])])

/** Signs the sessions in on the gateway at `base` (public origin `origin`); answers `{ token, role, organs }` each. */
export async function signInSessions({ base, origin }) {
  const { staff, approvers } = await prepareTenant({
    bases: [base],
    origin,
    accounts: STAFF,
    approvers: APPROVERS,
    notices: 8,
  })
  const stats = createRouteStats()
  const client = createClient({ base, origin, stats })
  try {
    const signIn = async (account, password) =>
      (await client.post('sign-in', '/uac/account/login', { account, password, tenantId: 1 })).token
    const sessions = []
    for (const demo of DEMO)
      for (let i = 0; i < demo.sessions; i++)
        sessions.push({ token: await signIn(demo.account, demo.password), role: demo.role })
    for (const account of [...staff, ...approvers])
      sessions.push({ token: await signIn(account, LOAD_PASSWORD), role: 'staff' })
    const organs = organIds(await client.post('org tree', '/ums/web/organ/organTreeList', {}, sessions[0].token))
    return sessions.map((s) => ({ ...s, organs }))
  } finally {
    client.close()
  }
}
