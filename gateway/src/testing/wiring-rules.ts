// Rules over how the gateway is wired, checked by wiring-rules.test.ts:
// 1. No side-effect import of our own modules (`import './x'`): what a module adds to the gateway is listed in its
//    service's object (core/service.ts) and read from service-list.ts at start, never done by loading a file.
// 2. No registry call at a module's top level (`registerBizHandler(…)`, `onStaffLeft(…)`): a service hands its
//    handlers to the hooks of the services below it in its `handlers`.
// 3. A service reaches another only through that service's index.ts, its narrow interface, which loads no routes; its
//    service.ts (the service's object, with its routes) is read by the gateway's wiring only (service-list.ts).
// 4. A Fastify request is a parameter in route files and the HTTP layer only (isRouteFile, REQUEST_FILES): domain code
//    takes what it needs of the request (`{ lang, actor }`, the tenant, the address), built by the route.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SOURCE = join(import.meta.dirname, '..')

/**
 * The files that may take a Fastify request as a parameter, besides route files (a file that registers routes, i.e.
 * takes a FastifyInstance, or is named `*-routes.ts`, `routes.ts`, `*-route.ts`): the HTTP layer, each with why.
 * Everything else (stores, domain commands, error builders, views) takes `{ lang, actor }` or what it needs.
 */
export const REQUEST_FILES: Array<[RegExp, string]> = [
  [/^core\/(http|auth)\//, 'the HTTP layer of core: guards, session checks, answers, request checks'],
  [/^core\/lang\.ts$/, 'the language of a request (its Accept-Language header)'],
  [/^(sites|testing)\//, 'the sites serving the product, and test helpers'],
  [/^brands\/brand-of-host\.ts$/, "the brand of a request's Host header"],
  [
    /^services\/notify\/language\.ts$/,
    "a session check (core/auth SessionCheck): the shell's language header of each request",
  ],
  [
    /^services\/accounts\/totp\/gate\.ts$/,
    'a session check (core/auth SessionCheck): the route a session may reach while enrolling',
  ],
  [/^services\/operations\/operator-guard\.ts$/, "a preHandler guard of the operators' routes"],
  [/^services\/vendorapi\/check-caller\.ts$/, "the vendor API's guard: the caller's token, address and rate"],
  [/^services\/access\/audit-origin\.ts$/, 'whether a request comes from the shell (its Origin header)'],
  [/^services\/files\/send-file\.ts$/, 'answers a stored file over HTTP (its Range header)'],
  [
    /^services\/[^/]+\/request-caller\.ts$/,
    'builds the caller the routes hand to the domain ({ tenant, account, lang }) from a request',
  ],
]

/** A route file: it registers routes (takes a FastifyInstance), or is named so. */
const isRouteFile = (file: string, text: string) =>
  /(^|\/)([\w-]+-)?routes?\.ts$/.test(file) || /:\s*FastifyInstance\b/.test(text)

/** The text without comments (block comments, and line comments that start a line), so prose does not count; lines keep their numbers. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '')
}

function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort()
}

const isTest = (file: string) => /\.(test|pg-test)\.ts$/.test(file)

function sideEffectImports(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      /^\s*import\s+['"]\.{1,2}\//.test(line)
        ? [`side-effect-import: ${file}:${index + 1} (list what it adds in its service's object)`]
        : [],
    )
}

/** Calls to a registry (`registerX(`, `onX(`) made at the module's top level, i.e. when the file is loaded. */
function topLevelRegistrations(file: string, text: string): string[] {
  const problems: string[] = []
  let depth = 0
  text.split('\n').forEach((line, index) => {
    const bare = line.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""')
    if (depth === 0 && /^\s*(?:await\s+)?(?:[\w$]+\.)?(?:register[A-Z]\w*|on[A-Z]\w*)\s*\(/.test(bare)) {
      problems.push(`module-level-registration: ${file}:${index + 1} (hand it in the service's handlers)`)
    }
    // Depth counts braces, parentheses and brackets: a line inside a call's arguments (a query builder's
    // `.onRef(` continued on its own line) is no statement of the module.
    for (const char of bare) depth += '{(['.includes(char) ? 1 : '})]'.includes(char) ? -1 : 0
  })
  return problems
}

/** Imports of another service other than through its index.ts (its service.ts is for the wiring, and tests). */
function crossServiceImports(root: string, file: string, text: string): string[] {
  const own = /^services\/([^/]+)\//.exec(file)?.[1]
  if (!own) return []
  const problems: string[] = []
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
      const target = relative(join(root, 'services'), resolve(dirname(join(root, file)), match[1]))
        .split('\\')
        .join('/')
      if (target.startsWith('..')) continue
      const [service, ...rest] = target.split('/')
      if (service === own) continue
      const inner = rest.join('/').replace(/\.ts$/, '') || 'index'
      if (inner === 'index' || (inner === 'service' && isTest(file))) continue
      problems.push(
        inner === 'service'
          ? `service-front-door: ${file}:${index + 1} imports services/${service}/service, which loads its routes (use ../${service})`
          : `service-internals: ${file}:${index + 1} imports services/${target} (use ../${service})`,
      )
    }
  })
  return problems
}

/** A parameter typed FastifyRequest outside the files that may take one. */
function requestParameters(file: string, text: string): string[] {
  if (isTest(file) || isRouteFile(file, text) || REQUEST_FILES.some(([pattern]) => pattern.test(file))) return []
  return text
    .split('\n')
    .flatMap((line, index) =>
      /[\w$]+\??\s*:\s*FastifyRequest\b/.test(line)
        ? [`request-parameter: ${file}:${index + 1} (take { lang, actor } or what it needs; the route builds it)`]
        : [],
    )
}

/**
 * Every break of the wiring rules under `root` (the gateway's source by default), as `rule: file:line (what to do)`.
 * @example checkWiringRules() // [] when the source keeps them
 */
export function checkWiringRules(root: string = SOURCE): string[] {
  return sourceFiles(root).flatMap((file) => {
    const text = code(readFileSync(join(root, file), 'utf8'))
    const own = isTest(file)
      ? []
      : [...sideEffectImports(file, text), ...topLevelRegistrations(file, text), ...requestParameters(file, text)]
    return [...own, ...crossServiceImports(root, file, text)]
  })
}
