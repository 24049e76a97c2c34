// The configuration table of docs/operations.md, from the variables each configuration reader declares
// (gateway/src/config-variables.ts lists them all).
import { join } from 'node:path'
import { loadTs } from './load-ts.mjs'
import { root } from './paths.mjs'

export const CONFIG_TABLE = { file: join(root, 'docs/operations.md'), part: 'config-table' }

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The table's Markdown: one row per declaration, in the list's order. */
export async function renderConfigTable() {
  const { CONFIG_VARIABLES } = await loadTs("export { CONFIG_VARIABLES } from './gateway/src/config-variables.ts'")
  const rows = CONFIG_VARIABLES.map(
    (variable) =>
      `| ${variable.names.map((name) => `\`${name}\``).join(', ')} | ${cell(variable.default)} | ${cell(variable.meaning)} |`,
  )
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n')
}
