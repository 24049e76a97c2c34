import { appToShell } from '@hr-portal/bridge'

/** Every capability some bridge method asks for (bridge/src/contract/app-to-shell.ts), except `always`. */
export const KNOWN_CAPABILITIES: ReadonlySet<string> = new Set(
  Object.values(appToShell)
    .map((method) => method.capability)
    .filter((capability) => capability !== 'always'),
)

const NAME = /^[a-z][a-z0-9-]{0,40}$/
const FUNCTION_ID = /^[\w.-]{1,64}$/
const LINK = /^\/[\w/-]*$/

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isTitle = (value: unknown) =>
  isObject(value) &&
  typeof value['zh-CN'] === 'string' &&
  value['zh-CN'] !== '' &&
  typeof value.en === 'string' &&
  value.en !== ''

/**
 * What is wrong with a manifest.json, in words (empty when nothing is). The gateway applies the
 * same rules when it registers the app at start and skips a manifest that breaks them.
 */
export function manifestProblems(manifest: unknown): string[] {
  if (!isObject(manifest)) return ['the manifest is not an object']
  const problems: string[] = []
  const { name, code, party, title, capabilities, menus } = manifest
  if (typeof name !== 'string' || !NAME.test(name)) problems.push('name must be lower-case letters, digits and dashes')
  if (typeof code !== 'string' || !NAME.test(code)) problems.push('code must be lower-case letters, digits and dashes')
  if (party !== 'first' && party !== 'third') problems.push('party must be "first" or "third"')
  if (!isTitle(title)) problems.push('title needs "zh-CN" and "en"')
  if (!Array.isArray(capabilities)) problems.push('capabilities must be a list')
  else {
    for (const capability of capabilities) {
      if (!KNOWN_CAPABILITIES.has(String(capability))) problems.push(`unknown capability "${String(capability)}"`)
    }
    if (party === 'third' && capabilities.includes('session.token')) {
      problems.push('a third-party app may not hold session.token; use session.appToken')
    }
  }
  if (!Array.isArray(menus)) problems.push('menus must be a list')
  else {
    for (const menu of menus) {
      if (
        !isObject(menu) ||
        !FUNCTION_ID.test(String(menu.functionId)) ||
        !LINK.test(String(menu.link)) ||
        !isTitle(menu.title)
      ) {
        problems.push(`menu ${JSON.stringify(menu)} must be { functionId, link: "/path", title: { "zh-CN", "en" } }`)
      }
    }
  }
  return problems
}
