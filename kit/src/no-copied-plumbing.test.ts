import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const appFolders = [...readdirSync(join(root, 'apps')).map((name) => `apps/${name}/src`), 'subapp-template/src']

/** Every source file under an app's src/, as its path from the repository root. */
function sources(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name)) files.push(path)
    }
  }
  for (const folder of appFolders) walk(folder)
  return files
}

// The files every app once copied: the kit (`@hr-portal/kit`) is where they live now.
const PLUMBING_FILES = /^(shell|use-t|http|i18n|load-error|request-error|use-action|approval-flow)\.tsx?$/

// What only the kit does: connect to the shell, mount, and hand the approval flow its moves.
const KIT_ONLY: Array<[RegExp, string]> = [
  [/\bcreateSubApp\(/, 'connects to the shell itself (use startApp or connect of @hr-portal/kit)'],
  [/\bcreateRoot\(/, 'mounts itself (use startApp of @hr-portal/kit)'],
  [/\bcreateI18n\(/, 'makes its own text store (pass texts to startApp)'],
  [
    /import \{[^}]*\bApprovalFlow\b[^}]*\} from '@hr-portal\/ui'/,
    'copies the approval block (use ApprovalBlock of @hr-portal/kit)',
  ],
  [/\.code !== 0/, 'checks the code of an answer the request wrapper already resolved (use call of @hr-portal/kit)'],
]

// Not yet the kit's block: the approval centre's read-only view of an app request's flow, whose moves are a form of
// their own with the approval app's texts (skipped steps, delegates by name); it is to become the kit's ApprovalBlock.
const NOT_YET = new Set(['apps/approval/src/approval-flow.tsx'])

describe('apps start through the kit and copy none of its plumbing', () => {
  it('no app folder holds a plumbing file of its own', () => {
    const copies = sources().filter((path) => PLUMBING_FILES.test(path.split('/').pop()!) && !NOT_YET.has(path))
    expect(copies).toEqual([])
  })

  it('no app source connects, mounts, makes a text store, copies the approval block or re-checks an answer code', () => {
    const found = sources()
      .filter((path) => !/\.test\.tsx?$/.test(path))
      .flatMap((path) => {
        const text = readFileSync(join(root, path), 'utf8')
        return KIT_ONLY.filter(([pattern]) => pattern.test(text)).map(
          ([, why]) => `${relative(root, join(root, path))}: ${why}`,
        )
      })
    expect(found).toEqual([])
  })
})
