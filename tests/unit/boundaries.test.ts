import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script without type declarations
import { checkBoundaries } from '../../scripts/boundaries.mjs'

const planted = mkdtempSync(join(tmpdir(), 'boundaries-'))
const plant = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(planted, path)), { recursive: true })
    writeFileSync(join(planted, path), text)
  }
}
plant({
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' },
  }),
  'gateway/src/core/context.ts': "import { secret } from '../services/alpha/secret'\nexport const context = secret\n",
  'gateway/src/services/alpha/index.ts': "export { secret } from './secret'\n",
  'gateway/src/services/alpha/secret.ts': 'export const secret = 1\n',
  'gateway/src/services/beta/index.ts': "import { secret } from '../alpha/secret'\nexport const beta = secret\n",
  'gateway/src/services/gamma/index.ts': "import { delta } from '../delta'\nexport const gamma = () => delta\n",
  'gateway/src/services/delta/index.ts': "import { gamma } from '../gamma'\nexport const delta = () => gamma\n",
  'gateway/src/seed/seed.ts': "import { secret } from '../services/alpha/secret'\nexport const seed = secret\n",
  'shell/src/session/session.ts': "import { portal } from '../portal/portal'\nexport const session = () => portal\n",
  'shell/src/portal/portal.ts': "import { session } from '../session/session'\nexport const portal = () => session\n",
  'shell/src/lib/format.ts': "import { session } from '../session/session'\nexport const format = () => session\n",
  'shell/src/login/form.ts': "import { bell } from '../notices/bell'\nexport const form = bell\n",
  'shell/src/notices/bell.ts': "import { format } from '../lib/format'\nexport const bell = format\n",
  'shell/src/pages/app.ts':
    "import { portal } from '../portal/portal'\nimport { form } from '../login/form'\nexport const app = [portal, form]\n",
  'shell/src/dashboard/widget.ts': "import { app } from '../pages/app'\nexport const widget = app\n",
  'shell/src/widgets/card.ts': 'export const card = 1\n',
  'gateway/src/main.ts':
    "import { topics } from '../../bridge/src/topics'\nimport { validate } from '../../manifest/src/index'\nexport const main = [topics, validate]\n",
  'manifest/src/index.ts': "import { topics } from '../../bridge/src/topics'\nexport const validate = topics\n",
  'bridge/src/topics.ts':
    "import { button } from '../../ui/src/button'\nimport { validate } from '../../manifest/src/index'\nexport const topics = [button, validate]\n",
  'ui/src/button.ts': "import { validate } from '../../manifest/src/index'\nexport const button = validate\n",
  'gateway/src/cli.ts': "import { shell } from '@hr-portal/shell'\nexport const cli = shell\n",
  'kit/src/start.ts':
    "import { format } from '../../shell/src/lib/format'\nimport { button } from '../../ui/src/button'\nexport const start = [format, button]\n",
})
afterAll(() => rmSync(planted, { recursive: true, force: true }))

describe('import boundaries', () => {
  it('holds in this repository: services meet through index.ts, core knows no service, no circle', () => {
    expect(checkBoundaries()).toEqual([])
  }, 60_000)

  it('names every planted break: an internal import, core into a service, a service circle, a shell circle, a shell folder into a layer above or beside it, a shell folder that is no layer, a package importing one it may not', () => {
    const problems: string[] = checkBoundaries(planted)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^service-internals: gateway\/src\/services\/beta\/index\.ts → gateway\/src\/services\/alpha\/secret\.ts/,
        ),
        expect.stringMatching(/^core-knows-no-service: gateway\/src\/core\/context\.ts → /),
        expect.stringMatching(/^outside-into-service-internals: gateway\/src\/seed\/seed\.ts → /),
        expect.stringMatching(/^service circle: delta → gamma → delta/),
        expect.stringMatching(/^shell-circle: shell\/src\/(session|portal)\//),
        'shell-layer-session: shell/src/session/session.ts → shell/src/portal/portal.ts',
        'shell-layer-lib: shell/src/lib/format.ts → shell/src/session/session.ts',
        'shell-layer-login: shell/src/login/form.ts → shell/src/notices/bell.ts',
        'shell-layer-dashboard: shell/src/dashboard/widget.ts → shell/src/pages/app.ts',
        "shell-folder: shell/src/widgets is none of the shell's layers",
        'gateway-imports-manifest-only: gateway/src/main.ts → bridge/src/topics.ts',
        'manifest-imports-nothing-of-ours: manifest/src/index.ts → bridge/src/topics.ts',
        'bridge-imports-manifest-only: bridge/src/topics.ts → ui/src/button.ts',
        'ui-imports-nothing-of-ours: ui/src/button.ts → manifest/src/index.ts',
        'gateway-imports-manifest-only: gateway/src/cli.ts → @hr-portal/shell',
        'kit-imports-bridge-and-ui-only: kit/src/start.ts → shell/src/lib/format.ts',
      ]),
    )
    // Allowed: the kit imports the shared UI.
    expect(problems.filter((p) => p.startsWith('kit-') && p.includes('ui/src/'))).toEqual([])
    // Allowed: a shell folder importing a layer below it (pages → portal, login; notices → lib).
    expect(problems.filter((p) => /^shell-layer-\w+: shell\/src\/(pages|notices)\//.test(p))).toEqual([])
    // Allowed: the gateway and the bridge import the manifest package.
    expect(problems.filter((p) => /→ manifest\/src\//.test(p))).toEqual([
      'ui-imports-nothing-of-ours: ui/src/button.ts → manifest/src/index.ts',
    ])
  }, 60_000)
})
