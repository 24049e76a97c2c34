// Writes bridge/SURFACE.md, the bridge surface for a security reviewer, from the method tables in
// bridge/src/contract/ (app-to-shell.ts, shell-to-app.ts) and the sub-apps' manifests (apps/*/manifest.json,
// subapp-template/manifest.json), which the gateway registers at start.
//   node scripts/surface.mjs        rewrite the file
// bridge/src/surface.test.ts fails when the committed file differs from what this renders.
import * as esbuild from 'esbuild'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const SURFACE_FILE = join(root, 'bridge/SURFACE.md')

const CODES = {
  unknown_method: 'The name is not a declared method (looked up on a null-prototype object).',
  capability_denied: "The app's manifest does not grant the method's capability.",
  invalid_arguments: 'The arguments do not match the schema; the message names the first bad one.',
  too_large: 'The serialized arguments exceed the size limit.',
  rate_limited: 'The per-app, per-method token bucket is empty.',
  dialog_busy: 'The app already has a dialog open (or a dialog page asked for another).',
  not_active: 'The calling frame is not the shown one holding the focus (a forwarded shell shortcut).',
  not_found: 'No app, page, intent or topic of that name exists for the user.',
  handler_failed: 'The handler failed; its error stays in the shell (no stack crosses).',
  timeout: 'The caller gave up waiting (per-call timeout, set on the caller side).',
  disconnected: 'The connection is gone or never completed its handshake.',
  unsupported_version: 'The shell speaks none of the protocol versions the app asked for (`protocol.negotiate`).',
}

/** Loads the contract by bundling it (TypeScript) into a temp module. */
async function loadSources() {
  const dir = mkdtempSync(join(tmpdir(), 'surface-'))
  try {
    const outfile = join(dir, 'surface.mjs')
    await esbuild.build({
      stdin: {
        contents: `export { appToShell, shellToApp } from './bridge/src/contract/index.ts'
          export { MAX_ARG_BYTES } from './bridge/src/endpoint.ts'`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'silent',
    })
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The apps the gateway registers from their manifest.json at start. */
function registeredApps() {
  const apps = new Map()
  const files = readdirSync(join(root, 'apps')).map((d) => join(root, 'apps', d, 'manifest.json'))
  for (const file of [...files, join(root, 'subapp-template/manifest.json')].filter(existsSync)) {
    const m = JSON.parse(readFileSync(file, 'utf8'))
    apps.set(m.code, { name: m.name, party: m.party, capabilities: m.capabilities })
  }
  return [...apps.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** A valibot schema as a short type text: `string ≤2048 /^\/(?!\/)/`. */
function typeText(schema) {
  const checks = (schema.pipe ?? [])
    .slice(1)
    .map((a) =>
      a.type === 'max_length'
        ? `≤${a.requirement}`
        : a.type === 'min_length'
          ? `≥${a.requirement}`
          : a.type === 'regex'
            ? String(a.requirement)
            : a.type === 'transform'
              ? 'cleaned'
              : a.type,
    )
    .join(' ')
  const base = {
    tuple: () => `(${schema.items.map(typeText).join(', ')})`,
    object: () =>
      `{ ${Object.entries(schema.entries)
        .map(([k, s]) => `${k}${s.type === 'optional' ? '?' : ''}: ${typeText(s.type === 'optional' ? s.wrapped : s)}`)
        .join(', ')} }`,
    optional: () => `${typeText(schema.wrapped)}?`,
    nullable: () => `${typeText(schema.wrapped)} \\| null`,
    picklist: () => schema.options.map((o) => JSON.stringify(o)).join(' \\| '),
  }[schema.type]
  return [base ? base() : schema.type, checks].filter(Boolean).join(' ')
}

/** The files of the method tables, whose `method<Result>()` texts name each method's result. */
const TABLES = ['bridge/src/contract/app-to-shell.ts', 'bridge/src/contract/shell-to-app.ts']

/** `name` → result type text, read from `method<Result>()` in the method tables (types do not exist at run time). */
function resultTypes() {
  const source = TABLES.map((file) => readFileSync(join(root, file), 'utf8')).join('\n')
  return new Map([...source.matchAll(/^\s*'?([\w.]+)'?: method<(.+?)>\(\)\(/gm)].map((m) => [m[1], m[2]]))
}

function table(contract, results, holders, limited) {
  const rows = Object.entries(contract).map(([name, spec]) => {
    const args = spec.args.items.length ? typeText(spec.args).slice(1, -1) : '—'
    const timeout = spec.timeout > 0 ? `${spec.timeout / 1000} s` : 'none (user-driven)'
    const rate = limited ? `${spec.rate.perSecond}/s, burst ${spec.rate.burst}` : 'not limited'
    const result = `\`${(results.get(name) ?? '?').replaceAll('|', '\\|')}\``
    const cells = [`\`${name}\``, `\`${spec.capability}\``, args, result, timeout, rate, holders(spec.capability)]
    return `| ${cells.map((c) => c.replaceAll('\n', ' ')).join(' | ')} |`
  })
  return [
    '| method | capability | arguments | result | timeout | rate | apps holding it |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** Renders SURFACE.md from the sources; no file is written. */
export async function renderSurface() {
  const { appToShell, shellToApp, MAX_ARG_BYTES } = await loadSources()
  const apps = registeredApps()
  const results = resultTypes()
  const codes = [
    ...readFileSync(join(root, 'bridge/src/types.ts'), 'utf8')
      .match(/BridgeErrorCode =([\s\S]*?)\n\n/)[1]
      .matchAll(/'(\w+)'/g),
  ].map((m) => m[1])
  const missing = codes.filter((c) => !CODES[c])
  if (missing.length) throw new Error(`scripts/surface.mjs: describe the error code(s) ${missing.join(', ')}`)
  const holding = (capability) =>
    capability === 'always'
      ? 'every connected app'
      : apps
          .filter((a) => a.capabilities.includes(capability))
          .map((a) => a.name)
          .join(', ') || 'none'
  return `# Bridge surface

Generated by \`node scripts/surface.mjs\` from \`bridge/src/contract/\` and the registry
(\`apps/*/manifest.json\`, \`subapp-template/manifest.json\`, registered by the gateway at start). Do not edit by hand.

## Registered apps

| app | party | capabilities |
|---|---|---|
${apps.map((a) => `| ${a.name} | ${a.party} | ${a.capabilities.map((c) => `\`${c}\``).join(' ')} |`).join('\n')}

## App → shell (the shell's guard checks every call)

${table(appToShell, results, holding, true)}

## Shell → app (every app offers these; the shell is the only caller)

${table(shellToApp, results, () => 'every app', false)}

## Guard rules (bridge/src/endpoint.ts, in this order)

1. The method must be declared: it is looked up on a null-prototype copy of the contract, so
   \`constructor\`, \`__proto__\`, \`toString\` and \`hasOwnProperty\` are unknown methods.
2. The JSON-serialized arguments must be at most ${MAX_ARG_BYTES} bytes.
3. The method's capability must be in the app's manifest (\`always\` needs none).
4. The per-app, per-method rate above must hold (token bucket).
5. The arguments must match the schema above.
6. The handler runs; the shell allows one dialog at a time per app (\`dialog_busy\`).

Every call, allowed or denied, becomes an audit record (app, origin, method, capability, decision,
reason, argument size, latency); the gateway adds user and tenant and stores it
(\`POST /gateway/joyhr/web/bridgeAudit/list\` for administrators). Penpal only accepts messages
from the app's iframe window and its manifest origin; other Penpal-shaped messages are logged as
\`[bridge] dropped message\` and never acted on. Error replies never carry a stack.

## Error codes

| code | meaning |
|---|---|
${codes.map((c) => `| \`${c}\` | ${CODES[c]} |`).join('\n')}
`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SURFACE_FILE, await renderSurface())
  console.log(`[surface] wrote ${SURFACE_FILE}`)
}
