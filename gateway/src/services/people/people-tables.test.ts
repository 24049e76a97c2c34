import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The people, accounts and roles tables are written only by the people service's commands and personnel (its records and
// platform links), by migrations and by core's permission-change mark; other services, the seed and shared test fixtures call the commands or the
// fixture helper of people/fixture-rows.ts. Test files (*.test.ts) may arrange their own rows.
const TABLES = ['employee', 'employee_profile', 'app_user', 'user_tenant', 'user_role']
const SOURCE = join(import.meta.dirname, '../..')
const OWNER = /^services\/(people|personnel)\//
const MIGRATIONS = /(^|\/)migrations\//
/** The one write elsewhere: the permission-change mark (perm_version), which core's session check reads. */
const MARK = 'core/auth/functions.ts'

const list = TABLES.join('|')
const WRITES = [
  new RegExp(
    String.raw`\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"\`](?:${list})(?:\s+as\s+\w+)?['"\`]`,
    'g',
  ),
  new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from)\s+"?(?:${list})"?\s`, 'gi'),
]

/** The text without comments (lines keep their numbers), so prose saying "update employee …" does not count. */
const code = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/^\s*\/\/.*$/gm, '')

/** The writes to a people table in a file's text, as `file:line`. */
function peopleWrites(file: string, source: string): string[] {
  if (OWNER.test(file) || MIGRATIONS.test(file) || file === MARK) return []
  const text = code(source)
  return WRITES.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}`),
  )
}

const sourceFiles = () =>
  (readdirSync(SOURCE, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter(
      (file) =>
        file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.pg-test.ts') && !file.endsWith('.d.ts'),
    )

describe('the people, accounts and roles tables have one owner', () => {
  it('are written by no gateway file outside the people and personnel services and the migrations', () => {
    const found = sourceFiles().flatMap((file) => peopleWrites(file, readFileSync(join(SOURCE, file), 'utf8')))
    expect(found).toEqual([])
  })

  it('finds an insert, an update, a delete or raw SQL on those tables elsewhere, and allows the owner and migrations', () => {
    expect(peopleWrites('services/tenants/x.ts', "await trx.insertInto('app_user').values(row)")).toEqual([
      'services/tenants/x.ts:1',
    ])
    expect(peopleWrites('seed/x.ts', "a\nawait db.updateTable('employee as e').set({})")).toEqual(['seed/x.ts:2'])
    expect(peopleWrites('services/access/x.ts', "db.deleteFrom(\n  'user_role')")).toEqual(['services/access/x.ts:1'])
    expect(peopleWrites('core/x.ts', 'sql`UPDATE app_user SET perm_version = 2`')).toEqual(['core/x.ts:1'])
    expect(peopleWrites('core/auth/functions.ts', "db.updateTable('app_user').set({ perm_version: 2 })")).toEqual([])
    expect(
      peopleWrites(
        'services/x/y.ts',
        "db.selectFrom('employee'); db.insertInto('employee_log')\n// update employee records",
      ),
    ).toEqual([])
    expect(peopleWrites('services/people/create-people.ts', "db.insertInto('employee')")).toEqual([])
    expect(peopleWrites('core/db/migrations/001-directory.ts', "db.insertInto('employee')")).toEqual([])
  })
})
