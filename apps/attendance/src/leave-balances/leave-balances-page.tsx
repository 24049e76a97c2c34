import { useCallback, useEffect, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { tablesApi } from '../tables-api'
import { leaveTypesApi } from '../leave-types/leave-types-api'
import { AdjustDialog } from './adjust-dialog'
import { balancesApi, type BalanceRow } from './balances-api'
import { LedgerDialog } from './ledger-dialog'
import { flattenOrgans } from './organs'
import './leave-balances.css'

const ROWS = 50

/**
 * Leave balances (menu 8012, HR): the staff of a department (and its sub-departments) in the caller's data range, a
 * year and a leave type, with the days given, used, held by pending requests and left; a person's ledger explains
 * their balance; chosen people's balances are adjusted with a reason (801201); the year exports to Excel.
 */
export function LeaveBalancesPage() {
  const t = useT()
  const language = useLanguage()
  const canAdjust = usePermission('801201')
  const thisYear = new Date().getFullYear()
  const [organId, setOrganId] = useState<number | null>(null)
  const [year, setYear] = useState(thisYear)
  const [typeCode, setTypeCode] = useState('annual')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const [chosen, setChosen] = useState<number[]>([])
  const [ledgerOf, setLedgerOf] = useState<BalanceRow | null>(null)
  const [adjusting, setAdjusting] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const organs = useRequest(() => tablesApi.organs(), [])
  const types = useRequest(() => leaveTypesApi.list(), [])
  const list = organs.data ? flattenOrgans(organs.data) : []
  useEffect(() => {
    if (organId === null && list.length) setOrganId(list[0].id)
  }, [organId, list])
  const balances = useRequest(
    () =>
      organId === null
        ? Promise.resolve(null)
        : balancesApi.page({ organId, year, typeCode, keyword: keyword.trim() || undefined, page, rows: ROWS }),
    [organId, year, typeCode, keyword, page, version],
  )
  const tracked = (types.data ?? []).filter((type) => type.tracked && type.code !== 'toil')
  const typeName = (code: string) => {
    const type = types.data?.find((one) => one.code === code)
    return type ? (language === 'en' ? type.nameEn : type.nameZh) : code
  }
  const rows = balances.data?.rows ?? []
  const pages = Math.max(1, Math.ceil((balances.data?.total ?? 0) / ROWS))
  const toggle = (userId: number) =>
    setChosen((old) => (old.includes(userId) ? old.filter((id) => id !== userId) : [...old, userId]))
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
      setChosen([])
    }

  async function exportYear() {
    if (organId === null) return
    setProblem('')
    try {
      await balancesApi.exportYear(year, organId)
      setDone(t('balances.exported'))
    } catch (error) {
      setProblem((error as Error).message)
    }
  }

  return (
    <div className="leave-balances">
      <header className="page-head">
        <h1>{t('balances.title')}</h1>
        <button type="button" onClick={exportYear} disabled={organId === null}>
          {t('balances.export')}
        </button>
      </header>
      <div className="page-body" aria-busy={balances.loading}>
        <div className="balances-filters">
          <label>
            {t('tables.department')}
            <select
              value={organId ?? ''}
              onChange={(e) => filter(setOrganId)(Number(e.target.value))}
              data-testid="balances-department"
            >
              {list.map((organ) => (
                <option key={organ.id} value={organ.id}>{`${'\u00a0\u00a0'.repeat(organ.depth)}${organ.name}`}</option>
              ))}
            </select>
          </label>
          <label>
            {t('balances.year')}
            <select value={year} onChange={(e) => filter(setYear)(Number(e.target.value))}>
              {[thisYear - 1, thisYear, thisYear + 1].map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('balances.type')}
            <select value={typeCode} onChange={(e) => filter(setTypeCode)(e.target.value)} data-testid="balances-type">
              {tracked.map((type) => (
                <option key={type.code} value={type.code}>
                  {language === 'en' ? type.nameEn : type.nameZh}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('balances.search')}
            <input type="search" value={keyword} maxLength={50} onChange={(e) => filter(setKeyword)(e.target.value)} />
          </label>
          {canAdjust && (
            <button type="button" className="primary" disabled={chosen.length === 0} onClick={() => setAdjusting(true)}>
              {t('balances.adjust', { n: chosen.length })}
            </button>
          )}
        </div>
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <LoadError
          refusalAsNote
          error={organs.error ?? balances.error}
          retry={organs.error ? organs.retry : balances.retry}
        />
        {balances.loading && !balances.data && <p className="empty">{t('common.loading')}</p>}
        {balances.data && rows.length === 0 && <p className="empty">{t('balances.none')}</p>}
        {rows.length > 0 && (
          <div className="table-scroll">
            <table data-testid="balances-table">
              <caption className="visually-hidden">{t('balances.caption', { type: typeName(typeCode), year })}</caption>
              <thead>
                <tr>
                  {canAdjust && (
                    <th scope="col">
                      <span className="visually-hidden">{t('balances.choose')}</span>
                    </th>
                  )}
                  <th scope="col">{t('balances.name')}</th>
                  <th scope="col">{t('balances.jobNumber')}</th>
                  <th scope="col" className="num">
                    {t('balances.total')}
                  </th>
                  <th scope="col" className="num">
                    {t('balances.used')}
                  </th>
                  <th scope="col" className="num">
                    {t('balances.pending')}
                  </th>
                  <th scope="col" className="num">
                    {t('balances.left')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('balances.ledger')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.userId}:${row.typeCode}`}>
                    {canAdjust && (
                      <td>
                        <input
                          type="checkbox"
                          checked={chosen.includes(row.userId)}
                          onChange={() => toggle(row.userId)}
                          aria-label={t('balances.chooseOne', { name: row.name })}
                        />
                      </td>
                    )}
                    <th scope="row">{row.name}</th>
                    <td>{row.jobNumber}</td>
                    <td className="num">{row.total}</td>
                    <td className="num">{row.used}</td>
                    <td className="num">{row.pending}</td>
                    <td className={row.left < 0 ? 'num negative' : 'num'}>{row.left}</td>
                    <td>
                      <button type="button" className="link" onClick={() => setLedgerOf(row)}>
                        {t('balances.ledgerOf', { name: row.name })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="balances-pages" aria-label={t('balances.pages')}>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('balances.previous')}
            </button>
            <span>{t('balances.pageOf', { page, pages })}</span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('balances.next')}
            </button>
          </nav>
        )}
      </div>
      {ledgerOf && (
        <LedgerDialog
          row={ledgerOf}
          year={year}
          typeName={typeName(ledgerOf.typeCode)}
          onClose={() => setLedgerOf(null)}
        />
      )}
      {adjusting && (
        <AdjustDialog
          userIds={chosen}
          typeCode={typeCode}
          typeName={typeName(typeCode)}
          year={year}
          onClose={() => setAdjusting(false)}
          onDone={(count) => {
            setAdjusting(false)
            setChosen([])
            setDone(t('balances.adjusted', { n: count }))
            reload()
          }}
        />
      )}
    </div>
  )
}
