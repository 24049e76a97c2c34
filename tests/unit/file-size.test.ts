import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(new URL('../..', import.meta.url).pathname)

/** The most lines a source or test file of ours may have. */
const MAX_LINES = 300

/**
 * Files allowed past the limit, each with its reason: data files only (none so far). A file listed here that is back
 * under the limit fails the test too, so the list cannot go stale.
 */
const ALLOWED: Record<string, string> = {}

/** The TypeScript and JavaScript module files of the repository (committed or new, not ignored), generated ones aside. */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.ts', '*.tsx', '*.mjs'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  return listed
    .split('\0')
    .filter((file) => file && !file.endsWith('.gen.ts') && !/(^|\/)(node_modules|dist)\//.test(file))
    .filter((file) => existsSync(resolve(root, file)))
    .sort()
}

const linesOf = (file: string) => readFileSync(resolve(root, file), 'utf8').replace(/\n$/, '').split('\n').length

describe('file sizes', () => {
  const files = sourceFiles()

  it('finds the source files of every package', () => {
    expect(files).toContain('gateway/src/main.ts')
    expect(files).toContain('tests/unit/file-size.test.ts')
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true)
    expect(files.some((file) => file.endsWith('.mjs'))).toBe(true)
    expect(files.some((file) => file.endsWith('.gen.ts'))).toBe(false)
  })

  it(`keeps every source and test file at ${MAX_LINES} lines or fewer`, () => {
    const over = files
      .filter((file) => !(file in ALLOWED))
      .map((file) => [file, linesOf(file)] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`)
    expect(over, 'split these files by what they are about').toEqual([])
  })

  it('allows a longer file only while it is longer', () => {
    const stale = Object.keys(ALLOWED).filter((file) => !existsSync(resolve(root, file)) || linesOf(file) <= MAX_LINES)
    expect(stale).toEqual([])
  })
})
