import { useState, type FormEvent } from 'react'
import { Button } from '../button'
import { NoAccess } from '../no-access/no-access'
import type { ListPageProps, StatItem } from './types'

const GROUPS = ['blue', 'yellow', 'green'] as const

/**
 * §2 generic list page: an aside tree with its search box, the add and search boxes, a statistics
 * strip (blue, yellow and green groups plus the total), collapsible aside and nav, an editable-list
 * toggle, a dialog slot and the approval block.
 */
export function ListPage(props: ListPageProps) {
  const { labels, statistics } = props
  const [asideOpen, setAsideOpen] = useState(true)
  const [navOpen, setNavOpen] = useState(true)
  const [asideSearch, setAsideSearch] = useState('')
  const [keyword, setKeyword] = useState('')
  const search = (event: FormEvent) => {
    event.preventDefault()
    props.onSearch(keyword.trim())
  }
  const stat = (item: StatItem | null, group: string) => {
    const status = item?.status ?? null
    const count = statistics!.loading ? '…' : item ? (statistics!.countData[item.status] ?? 0) : statistics!.total
    return (
      <button
        key={`${group}-${status}`}
        type="button"
        className="hr-stat"
        data-group={group}
        aria-pressed={statistics!.activeStatus === status}
        aria-busy={statistics!.loading || undefined}
        onClick={() => props.onStatus?.(status)}
      >
        <span className="hr-stat-label">{item?.value ?? labels.total}</span> <strong>{count}</strong>
      </button>
    )
  }
  // Nothing of the list is shown to a user who may not see it: no aside, search, statistics or table.
  if (props.noAccess) {
    return (
      <div className="hr-list-page">
        <section className="hr-list-main" aria-label={props.title}>
          <NoAccess labels={props.noAccess} testId="list-no-access" />
        </section>
      </div>
    )
  }
  return (
    <div className="hr-list-page" data-aside={asideOpen ? 'open' : 'closed'}>
      {props.aside && asideOpen && (
        <aside className="hr-list-aside">
          <input
            type="search"
            aria-label={labels.asideSearch}
            placeholder={labels.asideSearchPlaceholder}
            value={asideSearch}
            onChange={(e) => setAsideSearch(e.target.value)}
          />
          {props.aside(asideSearch.trim())}
        </aside>
      )}
      <section className="hr-list-main" aria-label={props.title}>
        <div className="hr-list-bar">
          {props.aside && (
            <Button aria-expanded={asideOpen} onClick={() => setAsideOpen(!asideOpen)}>
              {asideOpen ? labels.collapseAside : labels.expandAside}
            </Button>
          )}
          <Button aria-expanded={navOpen} onClick={() => setNavOpen(!navOpen)}>
            {navOpen ? labels.collapseNav : labels.expandNav}
          </Button>
          {props.onEditableChange && (
            <label className="hr-list-edit">
              <input
                type="checkbox"
                checked={Boolean(props.editable)}
                onChange={(e) => props.onEditableChange!(e.target.checked)}
              />{' '}
              {labels.editList}
            </label>
          )}
        </div>
        {navOpen && (
          <div className="hr-list-nav" data-testid="list-nav">
            <form role="search" onSubmit={search}>
              <input
                type="search"
                aria-label={labels.search}
                placeholder={labels.searchPlaceholder}
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
              />
              <Button type="submit">{labels.search}</Button>
            </form>
            {props.onAdd && (
              <Button variant="primary" onClick={props.onAdd}>
                {labels.add}
              </Button>
            )}
            {props.actions}
          </div>
        )}
        {statistics && navOpen && (
          <div className="hr-stats" role="group" aria-label={labels.status} data-testid="list-stats">
            {stat(null, 'total')}
            {GROUPS.flatMap((group) => statistics.formats[group].map((item) => stat(item, group)))}
          </div>
        )}
        {props.approval && (
          <dl className="hr-approval" aria-label={labels.approval} data-testid="approval-block">
            <dt>{labels.approval}</dt>
            <dd>{props.approval.list}</dd>
            <dt>{labels.bizType}</dt>
            <dd>{props.approval.bizType}</dd>
            <dt>{labels.bizId}</dt>
            <dd>{props.approval.bizId}</dd>
            <dt>{labels.status}</dt>
            <dd>{props.approval.status}</dd>
          </dl>
        )}
        {props.children}
      </section>
      {props.dialog}
    </div>
  )
}
