import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = import.meta.dirname

/** The bridge's own modules a page runs: every .ts file but tests and the command line's. */
const pageModules = () =>
  (readdirSync(SOURCE, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('cli'),
  )

/** The value imports (not `import type`) a module makes of @hr-portal/manifest, by specifier. */
const manifestValueImports = (text: string) =>
  [...text.matchAll(/^import\s+(?!type\b)[^'"]*from\s+'(@hr-portal\/manifest[^']*)'/gm)].map((match) => match[1])

describe("the bridge's imports of the manifest package", () => {
  it('tells a value import from a type import', () => {
    expect(
      manifestValueImports(
        "import type { TopicName } from '@hr-portal/manifest'\nimport { cleanLine } from '@hr-portal/manifest/text'",
      ),
    ).toEqual(['@hr-portal/manifest/text'])
  })

  it('runs only the text rule in a page: the validator compiles schemas with new Function, which the CSP refuses', () => {
    const others = pageModules().flatMap((file) =>
      manifestValueImports(readFileSync(join(SOURCE, file), 'utf8'))
        .filter((specifier) => specifier !== '@hr-portal/manifest/text')
        .map((specifier) => `${file}: ${specifier}`),
    )
    expect(others).toEqual([])
  })
})
