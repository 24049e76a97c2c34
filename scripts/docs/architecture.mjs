// The picture of docs/architecture.md, read from the code: the workspace packages and which of ours each
// imports, the sub-apps (apps/*/manifest.json), and the gateway's services (gateway/src/service-list.ts)
// with the imports between their folders. Only names and import paths are read, never a Service object's
// fields, so the services gaining fields or changing shape does not change the picture.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { root } from './paths.mjs'

export const ARCHITECTURE = { file: join(root, 'docs/architecture.md'), part: 'architecture' }

const SERVICES = join(root, 'gateway/src/services')
const CODE = /\.(ts|tsx|mts|mjs|js)$/
const TEST = /\.(test|pg-test|spec)\.(ts|tsx|mjs)$/

/** Source files under `dir` (tests, node_modules and build output left out). */
function sourceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return CODE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Module specifiers a file imports or re-exports (static and dynamic). */
export function importsOf(source) {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((match) => match[1])
}

/** Node ids Mermaid accepts. */
const id = (prefix, name) => `${prefix}_${name.replace(/[^A-Za-z0-9]/g, '_')}`

// ── packages ────────────────────────────────────────────────────────────────────────────────────────────

/** The workspaces of package.json: { dir, name } for each folder its globs name. */
export function workspaces() {
  const globs = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? []
  return globs
    .flatMap((glob) => {
      const dirs = glob.endsWith('/*')
        ? readdirSync(join(root, glob.slice(0, -2)), { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => `${glob.slice(0, -2)}/${e.name}`)
        : [glob]
      return dirs
        .filter((dir) => existsSync(join(root, dir, 'package.json')))
        .map((dir) => ({ dir, name: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name }))
    })
    .sort((a, b) => a.dir.localeCompare(b.dir))
}

/** For each workspace, the other workspaces it imports (by package name), from its source files. */
export function packageImports(list = workspaces()) {
  const names = new Map(list.map((ws) => [ws.name, ws.dir]))
  const edges = new Map()
  for (const ws of list) {
    const used = new Set()
    for (const file of sourceFiles(join(root, ws.dir))) {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
        if (names.has(name) && name !== ws.name) used.add(names.get(name))
      }
    }
    edges.set(ws.dir, [...used].sort())
  }
  return edges
}

/** The sub-apps: folder, code and English title from each apps/<name>/manifest.json. */
export function subApps() {
  const dir = join(root, 'apps')
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'manifest.json')))
    .sort()
    .map((name) => {
      const manifest = JSON.parse(readFileSync(join(dir, name, 'manifest.json'), 'utf8'))
      return { dir: `apps/${name}`, name, title: manifest.title?.en ?? manifest.name ?? name }
    })
}

// ── gateway services ────────────────────────────────────────────────────────────────────────────────────

/** The service folders service-list.ts imports, each with the names it imports from it. */
export function listedServices(indexSource = readFileSync(join(root, 'gateway/src/service-list.ts'), 'utf8')) {
  const folders = new Map()
  for (const match of indexSource.matchAll(
    /import\s+(?!type\b)(?:\{([^}]*)\}|\*\s+as\s+(\w+)|(\w+))\s+from\s+['"]\.\/services\/([\w-]+)\/service(?:\.ts)?['"]/g,
  )) {
    const names = (match[1] ?? match[2] ?? match[3])
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean)
    folders.set(match[4], [...(folders.get(match[4]) ?? []), ...names])
  }
  // Only the names the exported list holds, when the list is written as an array literal.
  const list = /export\s+const\s+services\b[^=]*=\s*\[([^\]]*)\]/.exec(indexSource)?.[1]
  if (!list) return folders
  const listed = new Set(list.split(/[\s,]+/).filter(Boolean))
  return new Map(
    [...folders]
      .map(([folder, names]) => [folder, names.filter((name) => listed.has(name))])
      .filter(([, names]) => names.length),
  )
}

/** For each service folder, the other service folders its source files import. */
export function serviceImports(folders) {
  const all = readdirSync(SERVICES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
  const edges = new Map()
  for (const folder of all) {
    const used = new Set()
    for (const file of sourceFiles(join(SERVICES, folder))) {
      for (const spec of importsOf(readFileSync(file, 'utf8')).filter((s) => s.startsWith('.'))) {
        const target = relative(SERVICES, resolve(dirname(file), spec)).split(sep)[0]
        if (target !== folder && all.includes(target) && !target.startsWith('..')) used.add(target)
      }
    }
    edges.set(folder, [...used].sort())
  }
  // The listed folders, and the unlisted ones they reach (a folder without routes of its own, such as search).
  const shown = new Set(folders.keys())
  for (let grew = true; grew; ) {
    grew = false
    for (const folder of [...shown])
      for (const target of edges.get(folder) ?? [])
        if (!shown.has(target)) {
          shown.add(target)
          grew = true
        }
  }
  return { shown: [...shown].sort(), edges }
}

// ── the picture ─────────────────────────────────────────────────────────────────────────────────────────

/** The Markdown of the generated part: the two Mermaid diagrams and what they were read from. */
export function renderArchitecture() {
  const packages = workspaces()
  const apps = subApps()
  const pkgEdges = packageImports(packages)
  const appDirs = new Set(apps.map((app) => app.dir))
  const shared = apps.length
    ? apps.map((app) => pkgEdges.get(app.dir) ?? []).reduce((a, b) => a.filter((x) => b.includes(x)))
    : []
  const label = (ws) => `${ws.dir}<br/>${ws.name}`

  const p = ['```mermaid', 'flowchart LR']
  p.push(`  subgraph apps["apps/* (${apps.length} sub-apps, each in its own frame)"]`)
  for (const app of apps) p.push(`    ${id('ws', app.dir)}["${app.name}<br/>${app.title}"]`)
  p.push('  end')
  for (const ws of packages.filter((ws) => !appDirs.has(ws.dir))) p.push(`  ${id('ws', ws.dir)}["${label(ws)}"]`)
  for (const target of shared) p.push(`  apps --> ${id('ws', target)}`)
  for (const ws of packages) {
    const extra = (pkgEdges.get(ws.dir) ?? []).filter((target) => !(appDirs.has(ws.dir) && shared.includes(target)))
    for (const target of extra) p.push(`  ${id('ws', ws.dir)} --> ${id('ws', target)}`)
  }
  p.push('  apps -.->|HTTP /gateway/…| ws_gateway', '```')

  const listed = listedServices()
  const { shown, edges } = serviceImports(listed)
  const s = ['```mermaid', 'flowchart TD']
  for (const folder of shown) {
    const names = listed.get(folder)
    const note = !names
      ? ' (no routes; used by others)'
      : names.length > 1 || names[0] !== folder
        ? `: ${names.join(', ')}`
        : ''
    s.push(`  ${id('svc', folder)}["${folder}${note}"]`)
  }
  for (const folder of shown)
    for (const target of edges.get(folder) ?? []) s.push(`  ${id('svc', folder)} --> ${id('svc', target)}`)
  s.push('```')

  const serviceCount = [...listed.values()].reduce((n, names) => n + names.length, 0)
  return [
    `Packages and sub-apps: ${packages.length} workspaces of \`package.json\`, an arrow where one imports another;`,
    `the ${apps.length} sub-apps from \`apps/*/manifest.json\` (folder and English title) share the arrows drawn from the group.`,
    '',
    p.join('\n'),
    '',
    `Gateway services: the ${serviceCount} services \`gateway/src/service-list.ts\` lists, one box per folder (named when the`,
    "folder's service is named otherwise or holds several), an arrow where a folder's code imports another's `index.ts`.",
    '',
    s.join('\n'),
  ].join('\n')
}
