// autocannon's `setupRequest` for the day-mix benchmark, in the load client's worker thread: each request is drawn
// anew (day-mix-draw.cjs) from the plan in the JSON file BENCH_DAY_MIX_PLAN names (its sessions' tokens and
// organs; BENCH_DAY_MIX_ROUTE, when set, narrows it to one route).
const { readFileSync } = require('node:fs')
const { draw, planFor, planOf } = require('./day-mix-draw.cjs')

const saved = JSON.parse(readFileSync(process.env.BENCH_DAY_MIX_PLAN, 'utf8'))
const plan = process.env.BENCH_DAY_MIX_ROUTE ? planFor(planOf(saved), process.env.BENCH_DAY_MIX_ROUTE) : planOf(saved)

module.exports = (request) => {
  const drawn = draw(plan)
  return {
    ...request,
    method: 'POST',
    path: `/gateway${drawn.path}`,
    headers: { ...request.headers, token: drawn.token },
    body: JSON.stringify(drawn.body),
  }
}
