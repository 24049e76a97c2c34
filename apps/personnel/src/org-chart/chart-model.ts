import type { OrgChart } from '@hr-portal/api/client/personnel'

export type ChartPerson = OrgChart['people'][number]
export type ChartDepartment = OrgChart['departments'][number]

/** A person in the chart with their reports. */
export interface ChartNode {
  person: ChartPerson
  parent: ChartNode | null
  children: ChartNode[]
  /** 1 for a root. */
  depth: number
}

export interface Chart {
  roots: ChartNode[]
  byId: Map<number, ChartNode>
}

/** The chart of the people kept: a person whose manager is not kept is a root. */
export function buildChart(people: readonly ChartPerson[], keep: (person: ChartPerson) => boolean = () => true): Chart {
  const byId = new Map<number, ChartNode>()
  for (const person of people) if (keep(person)) byId.set(person.id, { person, parent: null, children: [], depth: 1 })
  const roots: ChartNode[] = []
  for (const node of byId.values()) {
    const manager = node.person.managerId === null ? undefined : byId.get(node.person.managerId)
    node.parent = manager ?? null
    if (manager) manager.children.push(node)
    else roots.push(node)
  }
  const stack = [...roots]
  while (stack.length) {
    const node = stack.pop()!
    for (const child of node.children) {
      child.depth = node.depth + 1
      stack.push(child)
    }
  }
  return { roots, byId }
}

/** The department and every department below it. */
export function departmentAndBelow(departments: readonly ChartDepartment[], id: number): Set<number> {
  const ids = new Set([id])
  for (let grew = true; grew; ) {
    grew = false
    for (const d of departments) {
      if (d.parentId !== null && ids.has(d.parentId) && !ids.has(d.id)) {
        ids.add(d.id)
        grew = true
      }
    }
  }
  return ids
}

/** The departments in tree order with their depth (0 at the top), for the filter's choices. */
export function departmentsInOrder(
  departments: readonly ChartDepartment[],
): Array<ChartDepartment & { depth: number }> {
  const known = new Set(departments.map((d) => d.id))
  const out: Array<ChartDepartment & { depth: number }> = []
  const visit = (parentId: number | null, depth: number) => {
    for (const d of departments) {
      const isChild = parentId === null ? d.parentId === null || !known.has(d.parentId) : d.parentId === parentId
      if (!isChild) continue
      out.push({ ...d, depth })
      visit(d.id, depth + 1)
    }
  }
  visit(null, 0)
  return out
}

/** Beyond this many direct reports a team is laid out as a wrapped grid under its manager, not as one wide row. */
export const WIDE_TEAM = 6

/** How a manager's reports stand on a wide screen (a phone always shows an indented list). */
export type TeamLayout = 'row' | 'column' | 'grid'

/**
 * A large team (more than WIDE_TEAM) wraps into a grid under its manager; a small team without reports of its own
 * stands in a column; any other small team is a row joined by connector lines.
 */
export function teamLayout(node: ChartNode): TeamLayout {
  if (node.children.length > WIDE_TEAM) return 'grid'
  return node.children.every((child) => child.children.length === 0) ? 'column' : 'row'
}

/** The columns of a team's grid: about as many as rows, at most 5 (a team of 9 in 3 × 3, of 40 in 5 × 8). */
export const gridColumns = (count: number): number => Math.min(5, Math.ceil(Math.sqrt(count)))

/** Whether a node starts open: the roots, and the second level where the team is small; larger teams open on demand. */
export const startsOpen = (node: ChartNode): boolean =>
  node.children.length > 0 && (node.depth === 1 || (node.depth === 2 && node.children.length <= 8))

/** The nodes shown, top to bottom: each node, then its reports when it is open. */
export function shownNodes(roots: readonly ChartNode[], isOpen: (node: ChartNode) => boolean): ChartNode[] {
  const out: ChartNode[] = []
  const stack = [...roots].reverse()
  while (stack.length) {
    const node = stack.pop()!
    out.push(node)
    if (isOpen(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i])
  }
  return out
}

/** The people whose name or job number holds the text (case ignored), in chart order. */
export function findPeople(chart: Chart, text: string): ChartNode[] {
  const wanted = text.trim().toLowerCase()
  if (!wanted) return []
  return shownNodes(chart.roots, () => true).filter(
    (node) => node.person.name?.toLowerCase().includes(wanted) || node.person.jobNumber?.toLowerCase().includes(wanted),
  )
}

/** The initials of a name: its first character for Chinese names, else the first letters of two words. */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (/^[\u3400-\u9fff]/.test(words[0])) return words[0].slice(0, 1)
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('')
}
