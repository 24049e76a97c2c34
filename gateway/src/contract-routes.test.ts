import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every route moves into the contract (@hr-portal/api) and is registered by core/http/serve.ts; apps call it through the
// generated client and use the contract's answer types. These two checks keep what is converted from coming back.

const root = join(import.meta.dirname, '..', '..')

/** The apps whose API files use the generated client: none declares an answer type by hand. */
const CONVERTED_APPS = [
  'salary',
  'training',
  'attendance',
  'performance',
  'masterdata',
  'approval',
  'report',
  'tax',
  'outsourcing',
  'recruitment',
  'scheduling',
  'ai-agent',
  'operations',
  'personnel',
  'system',
  'expenses',
]

/**
 * A route registered on a Fastify instance with its path: `x.post('/path'`, `x.get<{ … }>(PATH`, `x.route({`. A test
 * helper's call of the test gateway (`gateway.post('/gateway/…'`) registers nothing.
 */
const REGISTRATION =
  /\b\w+\.(?:get|post|put|delete|patch)\s*(?:<[^()]*?>)?\(\s*(?:['"`]\/(?!gateway\/)|[A-Z][A-Z_]*PATH\b)|\b\w+\.route\(\s*\{/g

const files = (dir: string, test: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))

const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/** Where a file declares a type or interface with its own shape (an object, a union of words), not an alias of one imported. */
export function handDeclaredTypes(text: string): string[] {
  const found: string[] = []
  for (const match of code(text).matchAll(
    /^\s*(?:export\s+)?(interface\s+(\w+)|type\s+(\w+)(?:<[^=]*>)?\s*=\s*([^\n]*))/gm,
  )) {
    const [, , interfaceName, typeName, body = ''] = match
    if (interfaceName) found.push(interfaceName)
    else if (/[{`]|\[\]|^\s*\|?\s*(?:['"]|(?:string|number|boolean)\b)|\|\s*['"]/.test(body)) found.push(typeName)
  }
  return found
}

describe('the API contract', () => {
  it('leaves no route registered by hand in the services (declare it in api/src and serve it)', () => {
    const sources = files(
      join(root, 'gateway/src/services'),
      (name) => name.endsWith('.ts') && !/\.(pg-)?test\.ts$/.test(name),
    )
    const found = sources.flatMap((file) =>
      (code(readFileSync(file, 'utf8')).match(REGISTRATION) ?? []).map((match) => `${relative(root, file)}: ${match}`),
    )
    expect(found).toEqual([])
  })

  it("finds hand-declared answer types, but not aliases of the contract's", () => {
    const text =
      "export interface Run { id: number }\nexport type Kind = 'a' | 'b'\ntype Rows = Array<{ id: number }>\nexport type { Run as R } from 'x'\nexport type Item = Contract['item']\n"
    expect(handDeclaredTypes(text)).toEqual(['Run', 'Kind', 'Rows'])
  })

  it('leaves no answer type declared by hand in the API files of a converted app', () => {
    for (const app of CONVERTED_APPS) {
      const apiFiles = files(join(root, 'apps', app, 'src'), (name) => name === 'api.ts' || name.endsWith('-api.ts'))
      expect(apiFiles.length, app).toBeGreaterThan(0)
      for (const file of apiFiles) {
        const path = relative(root, file)
        expect(handDeclaredTypes(readFileSync(file, 'utf8')), path).toEqual([])
      }
    }
  })
})
