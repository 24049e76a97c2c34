import { useState } from 'react'

export interface OrganNode {
  id: string | number
  name: string
  staffCount?: number
  children?: OrganNode[]
}

interface Props {
  nodes: OrganNode[]
  selected: string | null
  onSelect: (id: string) => void
  label: string
}

/** The organisation tree as an ARIA tree: click or Enter selects, the toggle expands. */
export function OrganTree({ nodes, selected, onSelect, label }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the list is announced as a tree; its rows' buttons take the keys
    <ul role="tree" aria-label={label} className="organ-tree" data-testid="organ-tree">
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} depth={1} selected={selected} onSelect={onSelect} />
      ))}
    </ul>
  )
}

function TreeItem({
  node,
  depth,
  selected,
  onSelect,
}: { node: OrganNode; depth: number } & Omit<Props, 'nodes' | 'label'>) {
  const [open, setOpen] = useState(depth < 3)
  const children = node.children ?? []
  const id = String(node.id)
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the row's select and expand buttons take the focus, not the item
    <li
      role="treeitem"
      aria-level={depth}
      aria-expanded={children.length ? open : undefined}
      aria-selected={selected === id}
    >
      <div className="organ-row" style={{ paddingLeft: (depth - 1) * 16 }}>
        {children.length > 0 ? (
          <button type="button" className="organ-toggle" aria-label={open ? '−' : '+'} onClick={() => setOpen(!open)}>
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="organ-toggle" />
        )}
        <button type="button" className="organ-name" onClick={() => onSelect(id)}>
          {node.name}
          {node.staffCount !== undefined ? ` (${node.staffCount})` : ''}
        </button>
      </div>
      {open && children.length > 0 && (
        <ul role="group">
          {children.map((child) => (
            <TreeItem key={child.id} node={child} depth={depth + 1} selected={selected} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </li>
  )
}
