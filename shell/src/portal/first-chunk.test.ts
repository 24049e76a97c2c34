import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The portal's first screen waits for every module the /portal route imports statically. The top bar's menus, the
// bell's popover, the search box and the tab list (Ark UI's menu, popover, combobox and tabs, with floating-ui) load
// after the first page (bar-slots.tsx, portal-bar.tsx, tabs/tab-bar.tsx): none of them may come back into that graph
// by a static import.
const ROUTE = resolve(__dirname, '../pages/portal-route.ts')
const LAZY_PACKAGES = ['@ark-ui/react/menu', '@ark-ui/react/popover', '@ark-ui/react/combobox', '@ark-ui/react/tabs']

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function resolveLocal(from: string, spec: string): string | null {
  const base = join(dirname(from), spec)
  for (const path of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(path) && /\.tsx?$/.test(path)) return path
  }
  return null
}

/** The packages reached from `entry` by static imports (type-only imports left out), with the file importing each. */
function staticPackages(entry: string): Map<string, string> {
  const seen = new Set<string>()
  const packages = new Map<string, string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue
      const spec = match[1]
      if (spec.startsWith('.')) {
        const next = resolveLocal(file, spec)
        if (next) visit(next)
      } else if (!packages.has(spec)) packages.set(spec, file)
    }
  }
  visit(entry)
  return packages
}

describe("the portal route's static imports", () => {
  const packages = staticPackages(ROUTE)

  it('reach the parts of the first screen (the router, the stores)', () => {
    expect(packages.has('wouter/use-browser-location')).toBe(true)
    expect(packages.has('@nanostores/react')).toBe(true)
  })

  it("leave out the top bar's menus, the bell's popover, the search box and the tab list", () => {
    const reached = LAZY_PACKAGES.filter((name) => packages.has(name)).map((name) => `${name} (${packages.get(name)})`)
    expect(reached).toEqual([])
  })
})
