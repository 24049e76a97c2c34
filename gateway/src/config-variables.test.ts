import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES } from './config-variables'

const SRC = new URL('.', import.meta.url).pathname

/** The gateway's source files that run in production (tests, test helpers and stand-ins left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ['testing', 'simulators', 'tenant-isolation'].includes(entry.name) ? [] : sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.(test|pg-test)\.ts$/.test(entry.name) ? [path] : []
  })
}

/** Environment variables a file reads: `env.NAME`, `env['NAME']`, and upper-case names quoted in a file that reads `env`. */
export function variablesRead(source: string): string[] {
  if (!/\benv\b/.test(source)) return []
  const names = new Set<string>()
  for (const match of source.matchAll(
    /\benv(?:\?)?\.([A-Z][A-Z0-9_]+)\b|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g,
  )) {
    names.add(match[1] ?? match[2] ?? match[3])
  }
  return [...names]
}

describe('configuration variables', () => {
  it('declares every environment variable the gateway reads, so the configuration table lists it', () => {
    // VITEST is set by the test runner (answers are checked against their schemas under it), not by an operator.
    const declared = new Set([...CONFIG_VARIABLES.flatMap((variable) => variable.names), 'VITEST'])
    const missing = sourceFiles(SRC).flatMap((file) =>
      variablesRead(readFileSync(file, 'utf8'))
        .filter((name) => !declared.has(name))
        .map((name) => `${name} (${relative(SRC, file)})`),
    )
    expect(
      missing,
      "declare these in the reader module's ConfigVariable list (see config-variables.ts), then run npm run docs",
    ).toEqual([])
  })

  it('finds a variable read through env, by index or by a quoted name', () => {
    expect(variablesRead("const a = env.FOO_BAR; const b = env['BAZ']; url('QUX_URL', x)").sort()).toEqual([
      'BAZ',
      'FOO_BAR',
      'QUX_URL',
    ])
  })

  it('names each variable once, with a default and a meaning', () => {
    const names = CONFIG_VARIABLES.flatMap((variable) => variable.names)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    for (const variable of CONFIG_VARIABLES)
      expect(variable.default && variable.meaning, variable.names.join()).toBeTruthy()
  })
})
