// The requests of a working day in the portal, drawn at random: which route, by whom, with which page, size, keyword or
// month. Used by the day-mix benchmark both to check a sample of them (each answers code 0) and, through
// day-mix-request.cjs, as autocannon's `setupRequest` in its worker thread.

/** Surnames, name pieces, job-number and phone prefixes typed into the staff list and the people pickers. */
const KEYWORDS = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '压测',
  '经理',
  'LOAD000',
  'LOAD001',
  '199',
  '小',
  'a',
]
const MONTHS = ['2026-09', '2026-10', '2026-11']
const LANGS = ['zh-CN', 'en']

const pick = (random, list) => list[Math.floor(random() * list.length)]

/**
 * Each route of the mix: its weight in a working day (requests per 100 of a user who may call it), which sessions may
 * call it (`who`: a role's screens reach it), and a body drawn with `random` for the session `s` (its organ ids).
 */
const ROUTES = [
  {
    name: 'menu tree',
    weight: 10,
    path: '/joyhr/web/elesMenu/menuTreeForPc',
    body: (random) => ({ tenantId: 1, lang: pick(random, LANGS) }),
  },
  { name: 'org tree', weight: 6, path: '/ums/web/organ/organTreeList', body: () => ({}), who: 'staffList' },
  {
    name: 'staff page',
    weight: 10,
    path: '/ums/web/entryUser/getUserPage',
    body: (random) => ({ page: 1 + Math.floor(random() * 5), rows: pick(random, [10, 20, 50]) }),
    who: 'staffList',
  },
  {
    name: 'staff page, keyword and filters',
    weight: 10,
    path: '/ums/web/entryUser/getUserPage',
    body: (random, s) => {
      const body = { page: 1 + Math.floor(random() * 2), rows: pick(random, [10, 20]), keyword: pick(random, KEYWORDS) }
      const filter = random()
      if (filter < 0.35 && s.organs.length) body.organId = pick(random, s.organs)
      else if (filter < 0.6) body.status = pick(random, [1, 2])
      return body
    },
    who: 'staffList',
  },
  {
    name: 'approval centre list',
    weight: 10,
    path: '/workflow/web/approveCenter/list',
    body: (random) => ({
      tab: pick(random, ['todo', 'todo', 'done', 'started']),
      page: 1,
      rows: pick(random, [10, 20]),
    }),
    who: 'approvals',
  },
  {
    name: 'approval centre counts',
    weight: 6,
    path: '/workflow/web/approveCenter/findCount',
    body: () => ({}),
    who: 'approvals',
  },
  {
    name: 'notices page',
    weight: 8,
    path: '/message/web/notice/userNoticePage',
    body: (random) => ({
      page: 1 + Math.floor(random() * 2),
      rows: pick(random, [10, 20]),
      status: pick(random, ['all', 'unread']),
    }),
  },
  { name: 'new notices', weight: 8, path: '/message/web/notice/findNewNotice', body: () => ({}) },
  {
    name: 'people search',
    weight: 10,
    path: '/ums/web/user/getUserByKeyWord',
    body: (random) => ({ keyword: pick(random, KEYWORDS), rows: 20 }),
    who: 'staffList',
  },
  {
    name: 'leave balances',
    weight: 7,
    path: '/vacation/web/leave/balances',
    body: (random) => (random() < 0.8 ? {} : { year: 2025 }),
    who: 'leave',
  },
  {
    name: 'attendance month',
    weight: 8,
    path: '/kaoqin/web/result/mine',
    body: (random) => ({ month: pick(random, MONTHS) }),
    who: 'attendance',
  },
  { name: 'payslip list', weight: 5, path: '/salary/web/payslip/list', body: () => ({}), who: 'payslips' },
]

/** What each kind of session's screens reach (the demo roles; `admin` has no staff record of its own). */
const ROLE_REACH = {
  admin: ['staffList', 'approvals', 'leave'],
  staff: ['staffList', 'approvals', 'leave', 'attendance', 'payslips'],
  worker: ['attendance'],
}

/** The routes session `s` (its `reach`) calls, with the running sum of their weights for drawing. */
function routesOf(s) {
  let sum = 0
  return ROUTES.filter((r) => !r.who || s.reach.includes(r.who)).map((r) => ({ route: r, upTo: (sum += r.weight) }))
}

/** A plan: the sessions (`{ token, role, organs }`) with the routes each calls. */
function planOf(sessions) {
  return sessions.map((s) => {
    const reach = ROLE_REACH[s.role] ?? ROLE_REACH.staff
    const withReach = { ...s, reach }
    const routes = routesOf(withReach)
    return { ...withReach, routes, total: routes.at(-1).upTo }
  })
}

/** One request of the day: a session at random, then one of its routes by weight, with a body drawn for it. */
function draw(plan, random = Math.random) {
  const s = plan[Math.floor(random() * plan.length)]
  const at = random() * s.total
  const { route } = s.routes.find((r) => at < r.upTo)
  return { route: route.name, path: route.path, token: s.token, body: route.body(random, s) }
}

/** The plan narrowed to one route: the sessions that call it, each calling only it (its cost alone). */
function planFor(plan, routeName) {
  return plan
    .map((s) => ({ ...s, routes: s.routes.filter((r) => r.route.name === routeName) }))
    .filter((s) => s.routes.length)
    .map((s) => ({ ...s, routes: [{ route: s.routes[0].route, upTo: 1 }], total: 1 }))
}

/** Each route's expected share of the mix's requests (sessions are drawn evenly, routes by weight within each). */
function sharesOf(plan) {
  const shares = Object.fromEntries(ROUTES.map((r) => [r.name, 0]))
  for (const s of plan) for (const { route } of s.routes) shares[route.name] += route.weight / s.total / plan.length
  return shares
}

module.exports = { ROUTES, planOf, planFor, draw, sharesOf }
