import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, type ProfileFields, type ProfileRow } from '../api'
import { useLanguage, useT } from '../use-t'
import { ProfileForm } from './profile-form'
import { ProposedChanges } from './proposed-changes'
import { LoadError } from '../load-error'

const ROWS = 20

/** Salary profiles (menu 8203; 820301 edits): each person's pay in force this month and the history of changes. */
export function ProfilesPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('820301')
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState({ keyword: '', page: 1 })
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const list = useRequest(() => api.profiles(query.keyword, query.page, ROWS), [query, version])
  const items = useRequest(() => api.items(), [])
  const [open, setOpen] = useState<ProfileRow | null>(null)
  const history = useRequest(() => (open ? api.history(open.employeeId) : Promise.resolve(null)), [open, version])
  const [status, setStatus] = useState('')
  const allowanceItems = (items.data?.items ?? []).filter((item) => item.source === 'fixed' && item.code !== 'base')
  const label = (code: string) => {
    const item = items.data?.items.find((i) => i.code === code)
    return item ? (language === 'en' ? item.nameEn : item.nameZh) : code
  }
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ROWS))
  // Field permissions: a hidden field's column is not shown; the form changes only the editable ones.
  const fields: ProfileFields = list.data?.fields ?? { base: 'read', allowances: 'read', bank: 'read', costCentre: 'read' }
  const shown = (field: keyof ProfileFields) => fields[field] !== 'hidden'
  const allowanceText = (allowances: Record<string, string>) => Object.entries(allowances).map(([code, value]) => `${label(code)} ${value}`).join(language === 'en' ? '; ' : '、')
  const profileColumns = 1 + ['base', 'allowances', 'bank', 'costCentre'].filter((f) => shown(f as keyof ProfileFields)).length
  return (
    <div className="page">
      <header className="page-head"><h1>{t('profiles.title')}</h1></header>
      <div className="page-body">
        <ProposedChanges canApply={canEdit === true} onApplied={reload} />
        <form className="row" role="search" onSubmit={(e) => { e.preventDefault(); setQuery({ keyword: keyword.trim(), page: 1 }) }}>
          <input value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label={t('profiles.search')} placeholder={t('profiles.search')} />
          <button type="submit">{t('profiles.find')}</button>
        </form>
        <LoadError error={list.error} retry={list.retry} />
        <p className="form-done" aria-live="polite">{status}</p>
        <div className="table-scroll">
          <table data-testid="profiles">
            <caption className="hint">{t('profiles.inForce', { month: list.data?.month ?? '' })}</caption>
            <thead>
              <tr>
                <th>{t('runs.jobNumber')}</th><th>{t('runs.name')}</th><th>{t('profiles.department')}</th>
                {shown('base') && <th>{t('profiles.base')}</th>}{shown('allowances') && <th>{t('profiles.allowances')}</th>}
                {shown('bank') && <th>{t('profiles.bank')}</th>}{shown('costCentre') && <th>{t('profiles.costCentre')}</th>}
                <th>{t('profiles.effectiveMonth')}</th><th>{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.rows ?? []).map((row) => (
                <tr key={row.employeeId}>
                  <td>{row.jobNumber}</td><td>{row.name}</td><td>{row.organName}</td>
                  {row.profile ? (
                    <>
                      {shown('base') && <td className="num">{row.profile.base}</td>}
                      {shown('allowances') && <td>{allowanceText(row.profile.allowances)}</td>}
                      {shown('bank') && <td>{row.profile.bankName} <span className="mono">{row.profile.bankAccount}</span></td>}
                      {shown('costCentre') && <td>{row.profile.costCentre}</td>}<td>{row.profile.effectiveMonth}</td>
                    </>
                  ) : <td colSpan={profileColumns} className="hint">{t('profiles.none')}</td>}
                  <td><button type="button" onClick={() => setOpen(row)} aria-label={t('profiles.openOne', { name: row.name })}>{t('profiles.open')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav className="row" aria-label={t('common.pages')}>
          <button type="button" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>{t('common.previous')}</button>
          <span>{t('common.pageOf', { page: query.page, pages })}</span>
          <button type="button" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>{t('common.next')}</button>
        </nav>
        {open && (
          <section className="panel" aria-labelledby="history-title">
            <h2 id="history-title">{t('profiles.historyOf', { name: open.name, jobNumber: open.jobNumber })}</h2>
            {canEdit && <ProfileForm key={open.employeeId} employeeId={open.employeeId} current={history.data?.history[0] ?? open.profile} allowanceItems={allowanceItems} fields={fields}
              onSaved={() => { setStatus(t('profiles.saved')); reload() }} />}
            <div className="table-scroll">
              <table data-testid="profile-history">
                <thead>
                  <tr>
                    <th>{t('profiles.effectiveMonth')}</th>{shown('base') && <th>{t('profiles.base')}</th>}{shown('allowances') && <th>{t('profiles.allowances')}</th>}
                    {shown('bank') && <th>{t('profiles.bank')}</th>}{shown('costCentre') && <th>{t('profiles.costCentre')}</th>}<th>{t('profiles.reason')}</th><th>{t('profiles.changedBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(history.data?.history ?? []).map((h) => (
                    <tr key={h.effectiveMonth}>
                      <td>{h.effectiveMonth}</td>{shown('base') && <td className="num">{h.base}</td>}
                      {shown('allowances') && <td>{allowanceText(h.allowances)}</td>}
                      {shown('bank') && <td>{h.bankName} <span className="mono">{h.bankAccount}</span></td>}{shown('costCentre') && <td>{h.costCentre}</td>}<td>{h.reason}</td>
                      <td>{h.changedBy} <time dateTime={new Date(h.changedAt).toISOString()}>{new Date(h.changedAt).toLocaleDateString(language)}</time></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
