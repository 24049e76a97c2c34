import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
/** Where the product's own code lives: the gateway, the shell, the apps, the shared UI and the bridge. */
const FOLDERS = ['gateway/src', 'shell/src', 'ui/src', 'bridge/src', 'apps']
/** The one module allowed to write CSV by hand. */
const HELPER = 'gateway/src/core/csv.ts'
/** Files that double quotes for something other than CSV, with what it is. */
const NOT_CSV: Record<string, string> = {
  'gateway/src/services/search/search-engine.ts': 'a full-text search phrase (SQLite FTS5 quoting)',
}

/**
 * What betrays a hand-written CSV writer: a cell quoted by doubling its quotes, lines joined with CRLF, or cells joined
 * with a comma, semicolon, tab or a layout's separator on the way to a text/csv answer.
 */
function writesCsvByHand(text: string): boolean {
  const doublesQuotes = /replace(?:All)?\(\s*(?:\/"\/g|'"'|"\\"")\s*,\s*(?:'""'|`""`)/.test(text)
  const crlfLines = /join\(\s*(?:'\\r\\n'|"\\r\\n"|`\\r\\n`)\s*\)/.test(text)
  const cellsToCsv = /\.join\(\s*(?:','|';'|'\\t'|[\w.]*separator)\s*\)/i.test(text) && /text\/csv|\.csv\b/.test(text)
  return doublesQuotes || crlfLines || cellsToCsv
}

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true }) as string[])
      .filter(
        (file) =>
          /\.(ts|tsx|mjs)$/.test(file) &&
          !/\.(test|pg-test)\.tsx?$/.test(file) &&
          !file.split(/[\\/]/).includes('node_modules') &&
          !file.split(/[\\/]/).includes('dist'),
      )
      .map((file) => relative(ROOT, join(ROOT, folder, file))),
  )
}

describe('CSV files are written one way', () => {
  it('finds a hand-written writer: quotes doubled, CRLF lines, or cells joined on the way to a .csv', () => {
    expect(writesCsvByHand(`const cell = (v) => '"' + v.replace(/"/g, '""') + '"'`)).toBe(true)
    expect(writesCsvByHand("return rows.map((r) => r.map(csvCell).join(',')).join('\\r\\n')")).toBe(true)
    expect(writesCsvByHand("const line = cells.join(layout.separator); reply.header('content-type', 'text/csv')")).toBe(
      true,
    )
    expect(writesCsvByHand('return csvFile(rows.map((row) => csvRow(row)))')).toBe(false)
  })

  it('writes every CSV cell and file through core/csv.ts, nowhere by hand', () => {
    const byHand = sourceFiles().filter(
      (file) => file !== HELPER && !(file in NOT_CSV) && writesCsvByHand(readFileSync(join(ROOT, file), 'utf8')),
    )
    expect(byHand, 'write CSV with csvCell/csvRow/csvFile from gateway/src/core/csv.ts').toEqual([])
  })
})
