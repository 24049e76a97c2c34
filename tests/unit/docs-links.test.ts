import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(new URL('../..', import.meta.url).pathname)

/** README.md, gateway/README.md, the benchmarks' pages and every Markdown file under docs/. */
function documents(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    )
  return [
    join(root, 'README.md'),
    join(root, 'gateway/README.md'),
    ...walk(join(root, 'tests/bench')).filter((file) => !file.includes('results')),
    ...walk(join(root, 'docs')),
  ]
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors a Markdown text offers: its headings (repeated ones numbered as GitHub does). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const match of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = anchorOf(match[1])
    const count = seen.get(base) ?? 0
    anchors.add(count ? `${base}-${count}` : base)
    seen.set(base, count + 1)
  }
  return anchors
}

/** The relative link targets of a Markdown text (outside code), as written. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** What is wrong with one link from `file`, or null. */
function problemOf(file: string, target: string): string | null {
  const [path, anchor] = target.split('#')
  const destination = path ? resolve(dirname(file), decodeURI(path)) : file
  if (!existsSync(destination)) return `${target}: no such file`
  if (!anchor || statSync(destination).isDirectory() || !destination.endsWith('.md')) return null
  return anchorsOf(readFileSync(destination, 'utf8')).has(anchor) ? null : `${target}: no heading #${anchor}`
}

describe('links in the docs', () => {
  it('every relative link in the READMEs and docs/ names an existing file and heading', () => {
    const broken = documents().flatMap((file) =>
      linksOf(readFileSync(file, 'utf8'))
        .map((target) => problemOf(file, target))
        .filter(Boolean)
        .map((problem) => `${relative(root, file)}: ${problem}`),
    )
    expect(broken).toEqual([])
  })

  it('finds links outside code, and anchors as GitHub makes them', () => {
    expect(linksOf('see [a](b.md#c) and `[x](y.md)` and [w](https://example.com)\n```\n[z](q.md)\n```')).toEqual([
      'b.md#c',
    ])
    expect([...anchorsOf("# What's in the repository\n## Run\n## Run\n```\n# not a heading\n```")]).toEqual([
      'whats-in-the-repository',
      'run',
      'run-1',
    ])
    expect(anchorOf('The whole picture (generated)')).toBe('the-whole-picture-generated')
  })
})
