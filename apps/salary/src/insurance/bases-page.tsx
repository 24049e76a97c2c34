import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { moveMonth, PaginationBar, paginationLabels } from '@hr-portal/ui'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { BaseForm } from './base-form'
import { DeclarationLists } from './declaration-lists'
import { insuranceApi, thisMonth, type BaseOptions, type BaseRow } from './insurance-api'
import { ManyForm } from './many-form'
import './insurance.css'
import { moneyOrDash } from '../money'

type Organ = BaseOptions['organs'][number]

/** The departments in tree order with their depth. */
function treeOrder(organs: Organ[], parentId: number | null = null, depth = 0): Array<Organ & { depth: number }> {
  return organs
    .filter((o) => o.parentId === parentId)
    .flatMap((o) => [{ ...o, depth }, ...treeOrder(organs, o.id, depth + 1)])
}

/** Insurance bases (menu 8212; 821201 changes): everyone in my data range with the scheme and base in force in a month. */
export function BasesPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('821201') === true
  const [month, setMonth] = useState(thisMonth)
  const [organId, setOrganId] = useState<number | undefined>(undefined)
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [paging, setPaging] = useState({ page: 1, rows: 20 })
  const [version, setVersion] = useState(0)
  const [picked, setPicked] = useState<number[]>([])
  const [open, setOpen] = useState<BaseRow | null>(null)
  const [status, setStatus] = useState('')
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const options = useRequest(() => insuranceApi.bases.options(), [])
  const page = useRequest(
    () => insuranceApi.bases.list({ month, organId, keyword, ...paging }),
    [month, organId, keyword, paging.page, paging.rows, version],
  )
  const organs = options.data ? treeOrder(options.data.organs) : []
  const organName = (o: Organ | undefined) => (o ? (language === 'en' ? o.nameEn : o.name) : '')
  const rows = page.data?.rows ?? []
  const allPicked = rows.length > 0 && rows.every((r) => picked.includes(r.employeeId))
  const changed = (message: string) => {
    setStatus(message)
    reload()
  }

  return (
    <div className="si-page">
      <header className="si-head">
        <h1>{t('insurance.basesTitle')}</h1>
      </header>
      <div className="si-body">
        <form
          className="si-filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            setKeyword(typed.trim())
            setPaging({ ...paging, page: 1 })
          }}
        >
          <label>
            {t('insurance.department')}
            <select
              value={organId ?? ''}
              onChange={(e) => {
                setOrganId(e.target.value ? Number(e.target.value) : undefined)
                setPicked([])
                setPaging({ ...paging, page: 1 })
              }}
              data-testid="bases-department"
            >
              <option value="">{t('insurance.allDepartments')}</option>
              {organs.map((o) => (
                <option key={o.id} value={o.id}>{`${'\u00a0\u00a0'.repeat(o.depth)}${organName(o)}`}</option>
              ))}
            </select>
          </label>
          <label>
            {t('insurance.keyword')}
            <input
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('insurance.keywordHint')}
              data-testid="bases-keyword"
            />
          </label>
          <button type="submit">{t('insurance.search')}</button>
          <div className="si-month" role="group" aria-label={t('insurance.inForceIn')}>
            <span aria-hidden="true">{t('insurance.inForceIn')}</span>
            <button
              type="button"
              onClick={() => setMonth(moveMonth(month, -1))}
              aria-label={t('insurance.previousMonth')}
            >
              ‹
            </button>
            <output aria-live="polite" data-testid="bases-month">
              {month}
            </output>
            <button type="button" onClick={() => setMonth(moveMonth(month, 1))} aria-label={t('insurance.nextMonth')}>
              ›
            </button>
          </div>
        </form>
        <LoadError error={options.error} retry={options.retry} />
        <LoadError error={page.error} retry={page.retry} />
        <p className="si-done" aria-live="polite" data-testid="bases-status">
          {status}
        </p>
        {open && options.data && (
          <BaseForm
            key={open.employeeId}
            person={open}
            month={month}
            options={options.data}
            canEdit={canEdit}
            onChanged={changed}
            onClose={() => setOpen(null)}
          />
        )}
        <div className="si-scroll" role="region" tabIndex={0} aria-label={t('insurance.basesOf', { month })}>
          <table className="si-rates si-bases" data-testid="bases-table" aria-busy={page.loading}>
            <caption className="si-hidden">{t('insurance.basesOf', { month })}</caption>
            <thead>
              <tr>
                {canEdit && (
                  <th scope="col">
                    <input
                      type="checkbox"
                      checked={allPicked}
                      aria-label={t('insurance.pickAll')}
                      onChange={() =>
                        setPicked(
                          allPicked
                            ? picked.filter((id) => !rows.some((r) => r.employeeId === id))
                            : [...new Set([...picked, ...rows.map((r) => r.employeeId)])],
                        )
                      }
                    />
                  </th>
                )}
                <th scope="col">{t('insurance.jobNumber')}</th>
                <th scope="col">{t('insurance.person')}</th>
                <th scope="col">{t('insurance.department')}</th>
                <th scope="col">{t('insurance.scheme')}</th>
                <th scope="col" className="num">
                  {t('insurance.base')}
                </th>
                <th scope="col">{t('insurance.since')}</th>
                <th scope="col">{t('insurance.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.employeeId} data-employee={row.employeeId}>
                  {canEdit && (
                    <td>
                      <input
                        type="checkbox"
                        checked={picked.includes(row.employeeId)}
                        aria-label={t('insurance.pickOne', { name: row.name })}
                        onChange={(e) =>
                          setPicked(
                            e.target.checked
                              ? [...picked, row.employeeId]
                              : picked.filter((id) => id !== row.employeeId),
                          )
                        }
                      />
                    </td>
                  )}
                  <td>{row.jobNumber}</td>
                  <th scope="row">{row.name}</th>
                  <td>{language === 'en' ? row.organEn : row.organ}</td>
                  <td>{row.schemeName ?? <span className="si-muted">{t('insurance.noScheme')}</span>}</td>
                  <td className="num" data-testid="row-base">
                    {moneyOrDash(row.base)}
                  </td>
                  <td>{row.effectiveMonth ?? '—'}</td>
                  <td>
                    <button
                      type="button"
                      onClick={() => {
                        setStatus('')
                        setOpen(row)
                      }}
                      aria-label={t(canEdit ? 'insurance.changeOne' : 'insurance.viewOne', { name: row.name })}
                    >
                      {t(canEdit ? 'insurance.change' : 'insurance.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {page.data && page.data.total === 0 && <p className="si-muted">{t('insurance.nobody')}</p>}
        {page.data && (
          <PaginationBar
            total={page.data.total}
            page={paging.page}
            rows={paging.rows}
            disabled={page.loading}
            labels={paginationLabels[language]}
            sizes={[20, 50, 100, 200]}
            onPageChange={(next) => setPaging((p) => ({ ...p, page: next }))}
            onSizeChange={(size) => setPaging({ page: 1, rows: size })}
          />
        )}
        <DeclarationLists month={month} />
        {canEdit && options.data && (
          <ManyForm
            options={options.data}
            month={month}
            employeeIds={picked}
            organId={organId}
            organName={organName(organs.find((o) => o.id === organId))}
            onDone={(message) => {
              setPicked([])
              changed(message)
            }}
          />
        )}
      </div>
    </div>
  )
}
