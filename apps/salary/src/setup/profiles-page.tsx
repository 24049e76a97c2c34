import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { salary, PROFILE_FIELDS, type Profile, type ProfileFields, type ProfileRow } from '../api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { ProfileForm } from './profile-form'
import { ProposedChanges } from './proposed-changes'
import { money, moneyOrDash } from '../money'

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
  const list = useRequest(
    () => salary.profiles.list({ keyword: query.keyword, page: query.page, rows: ROWS }),
    [query, version],
  )
  const items = useRequest(() => salary.items.list(), [])
  const [open, setOpen] = useState<ProfileRow | null>(null)
  const history = useRequest(
    () => (open ? salary.profiles.history({ employeeId: open.employeeId }) : Promise.resolve(null)),
    [open, version],
  )
  const [status, setStatus] = useState('')
  const allowanceItems = (items.data?.items ?? []).filter((item) => item.source === 'fixed' && item.code !== 'base')
  const label = (code: string) => {
    const item = items.data?.items.find((i) => i.code === code)
    return item ? (language === 'en' ? item.nameEn : item.nameZh) : code
  }
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ROWS))
  // Field permissions: a hidden field's cells say 'No field permissions' (as on the employee record); the form changes
  // only the editable ones.
  const fields: ProfileFields = list.data?.fields ?? {
    base: 'read',
    allowances: 'read',
    bank: 'read',
    costCentre: 'read',
  }
  const allowanceText = (allowances: Record<string, string>) =>
    Object.entries(allowances)
      .map(([code, value]) => `${label(code)} ${money(value)}`)
      .join(language === 'en' ? '; ' : '、')
  const cells = (profile: Profile) =>
    PROFILE_FIELDS.map((field) => {
      if (profile.hiddenFields.includes(field))
        return (
          <td key={field} className="hint">
            {t('profiles.noFieldPermission')}
          </td>
        )
      if (field === 'base')
        return (
          <td key={field} className="num">
            {moneyOrDash(profile.base)}
          </td>
        )
      if (field === 'allowances') return <td key={field}>{allowanceText(profile.allowances ?? {})}</td>
      if (field === 'bank')
        return (
          <td key={field}>
            {profile.bankName} <span className="mono">{profile.bankAccount}</span>
          </td>
        )
      // The cost centre's name; a value typed before the dictionary shows as it is, marked.
      if (!profile.costCentre || profile.costCentreName) return <td key={field}>{profile.costCentreName ?? ''}</td>
      return <td key={field}>{t('profiles.costCentreTyped', { value: profile.costCentre })}</td>
    })
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('profiles.title')}</h1>
      </header>
      <div className="page-body">
        <ProposedChanges canApply={canEdit === true} onApplied={reload} />
        <form
          className="row"
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            setQuery({ keyword: keyword.trim(), page: 1 })
          }}
        >
          <input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            aria-label={t('profiles.search')}
            placeholder={t('profiles.search')}
          />
          <button type="submit">{t('profiles.find')}</button>
        </form>
        <LoadError error={list.error} retry={list.retry} />
        <p className="form-done" aria-live="polite">
          {status}
        </p>
        <div className="table-scroll">
          <table data-testid="profiles">
            <caption className="hint">{t('profiles.inForce', { month: list.data?.month ?? '' })}</caption>
            <thead>
              <tr>
                <th>{t('runs.jobNumber')}</th>
                <th>{t('runs.name')}</th>
                <th>{t('profiles.department')}</th>
                {PROFILE_FIELDS.map((field) => (
                  <th key={field}>{t(`profiles.${field}`)}</th>
                ))}
                <th>{t('profiles.effectiveMonth')}</th>
                <th>{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.rows ?? []).map((row) => (
                <tr key={row.employeeId}>
                  <td>{row.jobNumber}</td>
                  <td>{row.name}</td>
                  <td>{row.organName}</td>
                  {row.profile ? (
                    <>
                      {cells(row.profile)}
                      <td>{row.profile.effectiveMonth}</td>
                    </>
                  ) : (
                    <td colSpan={PROFILE_FIELDS.length + 1} className="hint">
                      {t('profiles.none')}
                    </td>
                  )}
                  <td>
                    <button
                      type="button"
                      onClick={() => setOpen(row)}
                      aria-label={t('profiles.openOne', { name: row.name })}
                    >
                      {t('profiles.open')}
                    </button>
                  </td>
                </tr>
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
        {open && (
          <section className="panel" aria-labelledby="history-title">
            <h2 id="history-title">{t('profiles.historyOf', { name: open.name, jobNumber: open.jobNumber })}</h2>
            {canEdit && (
              <ProfileForm
                key={open.employeeId}
                employeeId={open.employeeId}
                current={history.data?.history[0] ?? open.profile}
                allowanceItems={allowanceItems}
                fields={fields}
                costCentres={list.data?.costCentres ?? []}
                paidMonths={history.data?.paidMonths}
                effectiveMonths={history.data?.history.map((row) => row.effectiveMonth)}
                onSaved={() => {
                  setStatus(t('profiles.saved'))
                  reload()
                }}
              />
            )}
            <div className="table-scroll">
              <table data-testid="profile-history">
                <thead>
                  <tr>
                    <th>{t('profiles.effectiveMonth')}</th>
                    {PROFILE_FIELDS.map((field) => (
                      <th key={field}>{t(`profiles.${field}`)}</th>
                    ))}
                    <th>{t('profiles.reason')}</th>
                    <th>{t('profiles.changedBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(history.data?.history ?? []).map((h) => (
                    <tr key={h.effectiveMonth}>
                      <td>{h.effectiveMonth}</td>
                      {cells(h)}
                      <td>{h.reason}</td>
                      <td>
                        {h.changedBy}{' '}
                        <time dateTime={new Date(h.changedAt).toISOString()}>
                          {new Date(h.changedAt).toLocaleDateString(language)}
                        </time>
                      </td>
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
