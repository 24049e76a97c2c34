import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkWiringRules } from './testing/wiring-rules'

const planted = mkdtempSync(join(tmpdir(), 'wiring-rules-'))
const plant = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(planted, path)), { recursive: true })
    writeFileSync(join(planted, path), text)
  }
}
plant({
  'services/pay/service.ts': "import './run-handler'\nexport const pay = { name: 'pay', routes: [], migrations: {} }\n",
  'services/pay/run-handler.ts': [
    "import { registerBizHandler } from '../flow'",
    "import { onStaffLeft } from '../people/service'",
    "import { personRow } from '../people/rows'",
    "registerBizHandler('run', { describe: async () => undefined })",
    'for (const type of ["a", "b"]) {',
    '  registerBizHandler(type, {})',
    '}',
    'onStaffLeft(async () => {})',
    'export function later() { registerBizHandler("late", {}) }',
  ].join('\n'),
  'services/pay/run-store.ts':
    "import type { FastifyRequest } from 'fastify'\nexport const lock = (request: FastifyRequest, id: number) => id\n",
  'services/pay/run-routes.ts':
    "import type { FastifyRequest } from 'fastify'\nimport { lock } from './run-store'\nexport const route = (request: FastifyRequest) => lock(request, 1)\n",
  'services/pay/run.test.ts': "import '../flow/service'\nimport { pay } from '../people/service'\n",
  'services/people/index.ts': 'export const personRow = 1\n',
  'services/flow/index.ts': 'export const registerBizHandler = () => {}\n',
  // Prose does not count.
  'services/pay/prose.ts':
    "/**\n * Never write import './x' or registerBizHandler('x', {}) here.\n */\nexport const fine = 1\n",
})
afterAll(() => rmSync(planted, { recursive: true, force: true }))

describe("the gateway's wiring rules", () => {
  it('hold in this repository: no side-effect import, no registry call at load, services meet through their index.ts, requests stay in route files', () => {
    expect(checkWiringRules()).toEqual([])
  }, 60_000)

  it('name a side-effect import of our own module and a registry call made when a file loads', () => {
    const problems = checkWiringRules(planted)
    expect(problems).toEqual(
      expect.arrayContaining([
        "side-effect-import: services/pay/service.ts:1 (list what it adds in its service's object)",
        "module-level-registration: services/pay/run-handler.ts:4 (hand it in the service's handlers)",
        "module-level-registration: services/pay/run-handler.ts:8 (hand it in the service's handlers)",
      ]),
    )
    expect(problems.filter((problem) => /run-handler\.ts:(6|9) |prose\.ts/.test(problem))).toEqual([])
  })

  it("name an import of another service's object or internals from a service; its tests may use the object", () => {
    const problems = checkWiringRules(planted)
    expect(problems).toEqual(
      expect.arrayContaining([
        'service-front-door: services/pay/run-handler.ts:2 imports services/people/service, which loads its routes (use ../people)',
        'service-internals: services/pay/run-handler.ts:3 imports services/people/rows (use ../people)',
      ]),
    )
    expect(
      problems.filter((problem) => problem.includes('run-handler.ts:1 ') || problem.includes('run.test.ts')),
    ).toEqual([])
  })

  it('name a Fastify request taken outside route files', () => {
    const problems = checkWiringRules(planted)
    expect(problems).toContain(
      'request-parameter: services/pay/run-store.ts:2 (take { lang, actor } or what it needs; the route builds it)',
    )
    expect(problems.filter((problem) => problem.includes('run-routes.ts'))).toEqual([])
  })
})
