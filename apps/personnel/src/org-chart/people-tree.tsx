import { type CSSProperties, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { type Chart, type ChartNode, gridColumns, shownNodes, startsOpen, teamLayout } from './chart-model'
import { PersonCard, personLabel } from './person-card'

export interface PeopleTreeLabels {
  /** The number of direct reports, '' for none. */
  reports: (count: number) => string
  /** Shown for a name the viewer may not see. */
  hidden: string
}

interface Props {
  chart: Chart
  label: string
  labels: PeopleTreeLabels
  /** A person to show: their managers open, the person focused and marked (a new `seq` shows them again). */
  reveal: { id: number; seq: number } | null
  /** Enter on a person (their record), when the viewer may open it. */
  onOpenPerson?: (id: number) => void
}

/**
 * The people chart as a WAI-ARIA tree: one item in the tab order, arrow keys move (Up/Down through the shown people,
 * Right opens or goes to the first report, Left closes or goes to the manager), Home/End, Enter opens the record.
 * Reports of a closed person are not drawn; a large team wraps into a grid under its manager (teamLayout).
 */
export function PeopleTree({ chart, label, labels, reveal, onOpenPerson }: Props) {
  const [open, setOpen] = useState(() => new Map<number, boolean>())
  const [focusId, setFocusId] = useState<number | null>(null)
  const [marked, setMarked] = useState<number | null>(null)
  const items = useRef(new Map<number, HTMLLIElement>())
  const moveFocus = useRef(false)
  const isOpen = (node: ChartNode) => openIn(open, node)
  const shown = useMemo(() => shownNodes(chart.roots, (node) => openIn(open, node)), [chart, open])
  const current = (focusId !== null && chart.byId.get(focusId)) || chart.roots[0]

  useEffect(() => {
    if (!reveal) return
    const node = chart.byId.get(reveal.id)
    if (!node) return
    setOpen((before) => {
      const next = new Map(before)
      for (let up = node.parent; up; up = up.parent) next.set(up.person.id, true)
      return next
    })
    setMarked(node.person.id)
    moveFocus.current = true
    setFocusId(node.person.id)
  }, [reveal, chart])

  useEffect(() => {
    if (!moveFocus.current || focusId === null) return
    moveFocus.current = false
    const element = items.current.get(focusId)
    element?.focus()
    element?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  })

  // The chart opens scrolled to its first root (a wide chart starts off to the side otherwise).
  useEffect(() => {
    const first = chart.roots[0]
    if (first) items.current.get(first.person.id)?.scrollIntoView?.({ block: 'nearest', inline: 'center' })
  }, [chart])

  function focus(id: number) {
    moveFocus.current = true
    setFocusId(id)
  }
  const setNodeOpen = (node: ChartNode, value: boolean) =>
    setOpen((before) => new Map(before).set(node.person.id, value))

  function onKeyDown(event: KeyboardEvent) {
    if (!current) return
    const move = keyMove(event.key, current, shown, isOpen(current))
    if (!move) return
    event.preventDefault()
    if (move.focus) focus(move.focus.person.id)
    if (move.open !== undefined) setNodeOpen(current, move.open)
    if (move.enter) {
      if (onOpenPerson) onOpenPerson(current.person.id)
      else if (current.children.length) setNodeOpen(current, !isOpen(current))
    }
  }

  const item = (node: ChartNode, index: number, siblings: ChartNode[]) => {
    const { id } = node.person
    const expanded = isOpen(node)
    const reports = labels.reports(node.children.length)
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's keydown handler serves every item (arrows, Enter)
      <li
        key={id}
        ref={(element) => {
          if (element) items.current.set(id, element)
          else items.current.delete(id)
        }}
        role="treeitem"
        aria-level={node.depth}
        aria-setsize={siblings.length}
        aria-posinset={index + 1}
        aria-expanded={node.children.length ? expanded : undefined}
        aria-selected={current === node}
        aria-label={personLabel(node.person, reports, labels.hidden)}
        tabIndex={current === node ? 0 : -1}
        className="oc-item"
        data-marked={marked === id || undefined}
        data-person={id}
        onFocus={(event) => {
          event.stopPropagation()
          setFocusId(id)
        }}
        onClick={(event) => {
          event.stopPropagation()
          focus(id)
          if (node.children.length) setNodeOpen(node, !expanded)
        }}
      >
        <span className="oc-node" data-expanded={node.children.length ? expanded : undefined}>
          <PersonCard person={node.person} reports={reports} hidden={labels.hidden} />
          {node.children.length > 0 && (
            <span className="oc-toggle" aria-hidden="true">
              {expanded ? '−' : '+'}
            </span>
          )}
        </span>
        {expanded && (
          <ul
            role="group"
            className="oc-group"
            data-layout={teamLayout(node)}
            style={{ '--oc-columns': gridColumns(node.children.length) } as CSSProperties}
          >
            {node.children.map(item)}
          </ul>
        )}
      </li>
    )
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the list is the WAI-ARIA tree; its items take the keys
    <ul role="tree" aria-label={label} className="oc-tree" onKeyDown={onKeyDown}>
      {chart.roots.map(item)}
    </ul>
  )
}

/** Whether a node is open: as the user left it, else as it starts. */
const openIn = (open: Map<number, boolean>, node: ChartNode): boolean =>
  node.children.length > 0 && (open.get(node.person.id) ?? startsOpen(node))

/** What a key does on the focused node (WAI-ARIA tree pattern): a node to focus, open or close it, or Enter. */
function keyMove(
  key: string,
  current: ChartNode,
  shown: ChartNode[],
  expanded: boolean,
): { focus?: ChartNode; open?: boolean; enter?: true } | null {
  const at = shown.indexOf(current)
  switch (key) {
    case 'ArrowDown':
      return { focus: shown[at + 1] }
    case 'ArrowUp':
      return { focus: shown[at - 1] }
    case 'Home':
      return { focus: shown[0] }
    case 'End':
      return { focus: shown[shown.length - 1] }
    case 'ArrowRight':
      if (!current.children.length) return {}
      return expanded ? { focus: current.children[0] } : { open: true }
    case 'ArrowLeft':
      return expanded ? { open: false } : { focus: current.parent ?? undefined }
    case 'Enter':
      return { enter: true }
    default:
      return null
  }
}
