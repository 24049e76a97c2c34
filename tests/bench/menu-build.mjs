// Menu building: `buildApps` (shell/src/session/menus.ts, bundled by esbuild) over synthetic menu
// trees of 1,250 … 10,000 items. Linear means time per item stays put: (t10k / t1.25k) / 8 ≈ 1.
//   node tests/bench/menu-build.mjs     runs alone and prints its figures
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importTs } from './lib/ts.mjs'
import { median, round } from './lib/stats.mjs'

const SIZES = [1250, 2500, 5000, 10000]
const APPS = 8
const FANOUT = 10

/**
 * `total` nodes (app entries included) as AppEntryNode[]: 8 apps, each a tree filled breadth
 * first with up to 10 children per node, so the depth grows with the size as in a real menu.
 * Inner items are directories (no link); one leaf in 50 is an external link; every item has an
 * itemAttr, one in 20 comes from another source app.
 */
export function menuTree(total) {
  let serial = 0
  const item = () => {
    const n = serial++
    return {
      code: `m${n}`,
      linkUrl: '',
      name: `菜单 ${n}`,
      openType: 1,
      authFlag: 1,
      itemAttr: JSON.stringify({ muName: `page${n}`, muShow: 1, mutp: n % 3, keepAlive: n % 7 !== 0 }),
      sourceApp: n % 20 === 0 ? `app-${(n + 1) % APPS}` : null,
      buttonVoList: [{ functionId: `b${n}`, name: '导出', authFlag: 1 }],
      children: [],
    }
  }
  return Array.from({ length: APPS }, (_, a) => {
    const count = Math.floor(total / APPS) - 1 + (a < total % APPS ? 1 : 0)
    const entry = { code: `app-${a}`, linkUrl: `/app-${a}`, name: `应用 ${a}`, children: [] }
    serial++
    const queue = [entry]
    for (let made = 0; made < count; ) {
      const parent = queue.shift()
      const room = Math.min(FANOUT, count - made)
      for (let i = 0; i < room; i++, made++) {
        const child = item()
        parent.children.push(child)
        queue.push(child)
      }
    }
    // Leaves are pages; the items above them are directories without a link.
    for (const node of queue) {
      const n = Number(node.code.slice(1))
      node.linkUrl = n % 50 === 0 ? `https://example.com/doc/${n}` : `/page-${n}`
    }
    return entry
  })
}

const countNodes = (nodes) => nodes.reduce((n, node) => n + 1 + countNodes(node.children ?? []), 0)

export async function benchMenuBuild({ root, runs = 40 }) {
  const { module, inputs } = await importTs(join(root, 'shell/src/session/menus.ts'), { root, platform: 'browser' })
  const { buildApps, landingRoute } = module
  // Anything but menus.ts in the bundle is code menu building pulls in (types vanish).
  const pulledIn = inputs.filter((input) => !input.endsWith('shell/src/session/menus.ts'))
  const trees = SIZES.map((size) => menuTree(size))
  // One timed sample builds about 10,000 items (a small tree several times), so every size is
  // timed over the same few milliseconds; warm the JIT on every size before timing any.
  const sample = (tree, reps) => {
    const start = performance.now()
    for (let i = 0; i < reps; i++) landingRoute(buildApps(tree))
    return (performance.now() - start) / reps
  }
  const repsOf = (size) => Math.max(1, Math.round(SIZES[SIZES.length - 1] / size))
  for (let warm = 0; warm < 3; warm++)
    trees.forEach((tree, i) => {
      sample(tree, repsOf(SIZES[i]))
    })
  // Sizes take turns within every round, so a busy spell on the machine hits them all alike.
  const times = trees.map(() => [])
  for (let r = 0; r < runs; r++)
    trees.forEach((tree, i) => {
      times[i].push(sample(tree, repsOf(SIZES[i])))
    })
  const sizes = trees.map((tree, i) => {
    const items = countNodes(tree)
    const ms = median(times[i])
    const pages = buildApps(tree).reduce((n, app) => n + app.pages.length, 0)
    return { items, pages, ms: round(ms, 3), usPerItem: round((ms * 1000) / items, 3) }
  })
  const first = sizes[0]
  const last = sizes[sizes.length - 1]
  const linearity = round(last.ms / first.ms / (last.items / first.items), 2)
  const target = '≈ 1 (linear; < 1.5)'
  return {
    name: 'menu-build',
    description: `buildApps + landingRoute over synthetic trees (${APPS} apps, fan-out ${FANOUT}); median of ${runs} samples`,
    bundledInputs: inputs,
    pulledIn,
    sizes,
    linearity,
    rows: [
      ...sizes.map((s) => ({
        figure: `menu build, ${s.items} items`,
        value: `${s.ms} ms (${s.usPerItem} µs/item)`,
        unit: '',
        target: null,
        compare: s.ms,
        compareAs: 'ms',
        better: 'lower',
      })),
      {
        figure: 'modules menus.ts pulls in',
        value: pulledIn.length ? pulledIn.join(', ') : 'none (types only)',
        unit: '',
        target: null,
      },
      {
        figure: `(t${last.items} / t${first.items}) ÷ ${last.items / first.items}`,
        value: linearity,
        unit: '',
        target,
        pass: linearity < 1.5,
        better: 'lower',
      },
    ],
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { sizes, linearity, pulledIn } = await benchMenuBuild({
    root: resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
  })
  console.log(JSON.stringify({ sizes, linearity, pulledIn }, null, 2))
}
