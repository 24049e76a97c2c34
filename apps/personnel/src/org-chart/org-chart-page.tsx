import { useMemo, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { TextField } from '@hr-portal/ui'
import { RequestError, router, useT } from '@hr-portal/kit'
import { getOrgChart } from '../api'
import { buildChart, departmentAndBelow, departmentsInOrder, findPeople } from './chart-model'
import { PeopleTree } from './people-tree'
import './org-chart.css'

/** The people org chart (1108): manager → reports in the caller's data range, a department filter and a search. */
export function OrgChartPage() {
  const t = useT()
  const canOpen = usePermission('1101')
  const { data, error, loading, retry } = useRequest(() => getOrgChart(), [])
  const [department, setDepartment] = useState('')
  const [text, setText] = useState('')
  const [search, setSearch] = useState({ text: '', at: -1 })
  const [reveal, setReveal] = useState<{ id: number; seq: number } | null>(null)
  const chart = useMemo(() => {
    if (!data) return null
    if (!department) return buildChart(data.people)
    const ids = departmentAndBelow(data.departments, Number(department))
    return buildChart(data.people, (p) => p.organId !== null && ids.has(p.organId))
  }, [data, department])
  const matches = useMemo(() => (chart ? findPeople(chart, search.text) : []), [chart, search.text])
  const match = search.at >= 0 ? matches[search.at] : undefined

  function find() {
    if (!chart) return
    const wanted = text.trim()
    const found = findPeople(chart, wanted)
    const at = wanted === search.text && found.length ? (search.at + 1) % found.length : found.length ? 0 : -1
    setSearch({ text: wanted, at })
    if (at >= 0) setReveal({ id: found[at].person.id, seq: (reveal?.seq ?? 0) + 1 })
  }

  const labels = {
    reports: (count: number) =>
      count === 0 ? '' : count === 1 ? t('orgChart.oneReport') : t('orgChart.reports', { count }),
    hidden: t('orgChart.hidden'),
  }
  return (
    <div className="pers-page oc-page" data-testid="org-chart">
      <header className="page-head">
        <h1>{t('orgChart.title')}</h1>
        {data && <span className="oc-count">{t('orgChart.count', { count: chart?.byId.size ?? 0 })}</span>}
      </header>
      <main className="pers-body">
        <div className="oc-tools">
          <form
            className="pers-search"
            role="search"
            onSubmit={(event) => {
              event.preventDefault()
              find()
            }}
          >
            <TextField
              label={t('orgChart.search')}
              value={text}
              onValueChange={setText}
              placeholder={t('orgChart.searchPlaceholder')}
              maxLength={100}
            />
            <button type="submit" className="hr-button" data-variant="primary">
              {t('orgChart.find')}
            </button>
          </form>
          {data && data.departments.length > 0 && (
            <label className="oc-filter">
              <span>{t('orgChart.department')}</span>
              <select
                value={department}
                onChange={(event) => {
                  setDepartment(event.target.value)
                  setSearch({ text: '', at: -1 })
                }}
              >
                <option value="">{t('orgChart.allDepartments')}</option>
                {departmentsInOrder(data.departments).map((d) => (
                  <option key={d.id} value={d.id}>
                    {`${'\u00a0\u00a0'.repeat(d.depth)}${d.name}`}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <p className="oc-status" role="status">
          {search.text &&
            (match
              ? t('orgChart.found', { at: search.at + 1, count: matches.length, name: match.person.name ?? '' })
              : t('orgChart.notFound', { text: search.text }))}
        </p>
        <p className="oc-keys">{t('orgChart.keys')}</p>
        <RequestError className="pers-error" error={error} retry={retry} />
        <section className="oc-canvas" aria-busy={loading}>
          {chart && chart.roots.length === 0 && <p className="oc-empty">{t('orgChart.empty')}</p>}
          {chart && chart.roots.length > 0 && (
            <PeopleTree
              key={department}
              chart={chart}
              label={t('orgChart.tree')}
              labels={labels}
              reveal={reveal}
              onOpenPerson={canOpen ? (id) => router.navigate(`/records/${id}`) : undefined}
            />
          )}
        </section>
      </main>
    </div>
  )
}
