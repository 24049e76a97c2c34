import { h } from './dom'
import type { Translate } from './texts'
import type { RecentHire } from './load-summary'

/**
 * The latest hires, each with a button that opens the person's staff record wherever it lives
 * (the `staff.view` intent: the shell routes it to the app that declared it).
 */
export function recentHiresTable(t: Translate, hires: RecentHire[], openStaff: (id: number) => void): HTMLElement {
  const rows = hires.map((hire) => {
    const view = h(
      'button',
      { type: 'button', class: 'link-button', 'aria-label': t('hires.viewOf', { name: hire.name }) },
      t('hires.view'),
    )
    view.addEventListener('click', () => openStaff(hire.id))
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, hire.name),
      h('td', {}, hire.organName),
      h('td', {}, hire.entryDate),
      h('td', {}, view),
    )
  })
  return h(
    'section',
    { class: 'figure', 'aria-labelledby': 'hires-title' },
    h('h2', { id: 'hires-title' }, t('hires.title')),
    h(
      'table',
      { class: 'data-table', 'data-testid': 'recent-hires' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['hires.name', 'hires.organ', 'hires.entryDate', 'hires.actions'].map((key) =>
            h('th', { scope: 'col' }, t(key)),
          ),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  )
}
