import type { OrganNode } from './organ-tree'

/** The tree cut down to units whose name contains `search`, with their ancestors and whole subtrees; the whole tree for no search. */
export function filterOrgans(nodes: OrganNode[], search: string): OrganNode[] {
  const wanted = search.trim().toLowerCase()
  if (!wanted) return nodes
  return nodes.flatMap((node) => {
    if (node.name.toLowerCase().includes(wanted)) return [node]
    const children = filterOrgans(node.children ?? [], wanted)
    return children.length ? [{ ...node, children }] : []
  })
}
