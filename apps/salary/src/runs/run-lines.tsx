import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { salary, type Lines, type LinesQuery } from '../api'
import { LoadError, useT } from '@hr-portal/kit'
import { LineRow } from './line-row'

interface Props {
  runId: number
  version: number
  load?: (query: LinesQuery) => Promise<Lines>
  inputItems: Array<{ code: string; name: string }>
  threshold: string
  canInput: boolean
  canRecalculate: boolean
  /** The month before the run's (named when the group has no run of it to compare with). */
  monthBefore: string
  /** Rows per page (50 unless told). */
  rows?: number
  onChanged: (message: string) => void
}

const ROWS = 50

/** The run's lines for the review: each person's pay against last month, the changes over the threshold marked and countable. */
export function RunLines(props: Props) {
  const { runId, version, load, inputItems, threshold, canInput, canRecalculate, onChanged } = props
  const { monthBefore, rows = ROWS } = props
  const t = useT()
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState<LinesQuery>({ page: 1, rows, keyword: '', flaggedOnly: false })
  const lines = useRequest(
    () => (load ?? ((q: LinesQuery) => salary.runs.lines({ id: runId, ...q })))(query),
    [runId, query, version],
  )
  const pages = Math.max(1, Math.ceil((lines.data?.total ?? 0) / rows))
  // The gateway names the month compared with; none in the group's first month (nobody is new then).
  const compared = (lines.data?.earlier ?? null) !== null
  return (
    <section className="panel" aria-labelledby="lines-title">
      <h2 id="lines-title">{t('review.title')}</h2>
      <p className="hint" data-testid="review-counts">
        {lines.data && !compared && t('review.noEarlier', { month: monthBefore })}
        {compared && lines.data && t('review.counts', { over: lines.data.over, fresh: lines.data.new, threshold })}
      </p>
      <form
        className="row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setQuery({ ...query, page: 1, keyword: keyword.trim() })
        }}
      >
        <input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('review.search')}
          placeholder={t('review.search')}
        />
        <button type="submit">{t('profiles.find')}</button>
        {compared && (
          <label className="check">
            <input
              type="checkbox"
              checked={!!query.flaggedOnly}
              onChange={(e) => setQuery({ ...query, page: 1, flaggedOnly: e.target.checked })}
            />
            {t('review.flaggedOnly')}
          </label>
        )}
      </form>
      <LoadError error={lines.error} retry={lines.retry} />
      <div className="table-scroll">
        <table data-testid="run-lines" className="lines">
          <thead>
            <tr>
              <th scope="col">{t('runs.name')}</th>
              {inputItems.map((item) => (
                <th key={item.code} scope="col">
                  {item.name}
                </th>
              ))}
              <th scope="col">{t('runs.gross')}</th>
              <th scope="col">{t('runs.deductions')}</th>
              <th scope="col">{t('runs.social')}</th>
              <th scope="col">{t('runs.tax')}</th>
              <th scope="col">{t('runs.net')}</th>
              <th scope="col">{t('review.lastMonth')}</th>
              <th scope="col">{t('review.change')}</th>
              <th scope="col">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {/* A row keeps what is typed in it; a new key when the stored inputs change (an import) shows those. */}
            {(lines.data?.rows ?? []).map((line) => (
              <LineRow
                key={`${line.employeeId}-${version}-${JSON.stringify(line.inputs)}`}
                runId={runId}
                line={line}
                inputItems={inputItems}
                canInput={canInput}
                canRecalculate={canRecalculate}
                compared={compared}
                onChanged={onChanged}
              />
            ))}
          </tbody>
        </table>
      </div>
      <nav className="row" aria-label={t('common.pages')}>
        <button type="button" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
          {t('common.previous')}
        </button>
        <span>{t('common.pageOf', { page: query.page, pages })}</span>
        <button
          type="button"
          disabled={query.page >= pages}
          onClick={() => setQuery({ ...query, page: query.page + 1 })}
        >
          {t('common.next')}
        </button>
      </nav>
    </section>
  )
}
