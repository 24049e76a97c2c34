// `node scripts/boundaries.mjs [root]`: checks the import boundaries of .dependency-cruiser.cjs (gateway services
// meet only through their index.ts, core/ imports no service, no import circle in the gateway's services or the
// shell, the shell's folders import only the layers below them, which package may import which), that the services'
// own graph (service → services it imports) has no circle and that shell/src holds only its layers. Prints each problem.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = resolve(fileURLToPath(import.meta.url), '../..')
const cruiser = join(here, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const { LAYERS, ROOT_FILES } = createRequire(import.meta.url)('../shell/layers.cjs')

/** The problems found under `root` (a repository laid out as this one), one line each. */
export function checkBoundaries(root = here) {
  const targets = ['gateway/src', 'shell/src', 'manifest/src', 'bridge/src', 'ui/src', 'kit/src', 'vendors'].filter(
    (dir) => existsSync(join(root, dir)),
  )
  const run = spawnSync(
    process.execPath,
    [cruiser, ...targets, '--config', join(here, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  if (!run.stdout) throw new Error(`dependency-cruiser did not run: ${run.stderr}`)
  const { modules, summary } = JSON.parse(run.stdout)
  const problems = summary.violations.map(
    (v) => `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((c) => c.name ?? c).join(' → ') : v.to}`,
  )
  return [...problems, ...serviceCircles(modules), ...shellStrays(root)]
}

/** What shell/src holds besides its layers' folders and its root files (shell/layers.cjs): a folder no rule checks. */
function shellStrays(root) {
  const dir = join(root, 'shell/src')
  if (!existsSync(dir)) return []
  const known = new Set([...LAYERS.flat(), ...ROOT_FILES])
  return readdirSync(dir)
    .filter((name) => !known.has(name))
    .map((name) => `shell-folder: shell/src/${name} is none of the shell's layers`)
}

/** Circles in the graph of services (an edge for every import from one service's folder into another's). */
function serviceCircles(modules) {
  const serviceOf = (path) => /^gateway\/src\/services\/([^/]+)\//.exec(path)?.[1]
  const edges = new Map()
  for (const module of modules) {
    const from = serviceOf(module.source)
    if (!from || /\.(pg-)?test\.ts$/.test(module.source)) continue
    for (const dependency of module.dependencies) {
      const to = serviceOf(dependency.resolved)
      if (to && to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]))
    }
  }
  const circles = []
  const state = new Map()
  const visit = (service, path) => {
    state.set(service, 'open')
    for (const next of edges.get(service) ?? []) {
      if (state.get(next) === 'open')
        circles.push(`service circle: ${[...path.slice(path.indexOf(next)), next].join(' → ')}`)
      else if (!state.has(next)) visit(next, [...path, next])
    }
    state.set(service, 'done')
  }
  for (const service of [...edges.keys()].sort()) if (!state.has(service)) visit(service, [service])
  return circles
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkBoundaries(resolve(process.argv[2] ?? here))
  for (const line of problems) console.log(line)
  console.log(problems.length === 0 ? 'boundaries: no problem' : `boundaries: ${problems.length} problems`)
  process.exit(problems.length === 0 ? 0 : 1)
}
