import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { app, LoadError, useLanguage, useT } from '@hr-portal/kit'
import { leaveCalls } from '../leave-api'
import { flattenOrgans } from '../leave-balances/organs'
import { tablesApi } from '../tables-api'
import { BlackoutDialog } from './blackout-dialog'
import { type Blackout, blackoutsApi } from './blackouts-api'
import './blackouts.css'

/**
 * Blackout periods (menu 8013, HR): the days during which chosen leave types (or all) cannot be requested, for the
 * whole company or chosen departments with their sub-departments; add, change or delete one (each change audited).
 */
export function BlackoutsPage() {
  const t = useT()
  const language = useLanguage()
  const [past, setPast] = useState(false)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const periods = useRequest(() => blackoutsApi.list(past), [past, version])
  const types = useRequest(() => leaveCalls.types(), [])
  const organs = useRequest(() => tablesApi.organs(), [])
  const [editing, setEditing] = useState<Blackout | 'new' | null>(null)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const typeNames = (codes: string[] | null) =>
    codes === null
      ? t('blackouts.allTypes')
      : codes
          .map((code) => types.data?.find((type) => type.code === code))
          .map((type, i) => (type ? (language === 'en' ? type.nameEn : type.nameZh) : codes[i]))
          .join(t('types.separator'))
  const organList = organs.data ? flattenOrgans(organs.data) : []
  const organNames = (ids: number[] | null) =>
    ids === null
      ? t('blackouts.wholeCompany')
      : ids.map((id) => organList.find((organ) => organ.id === id)?.name ?? `#${id}`).join(t('types.separator'))
  const when = (period: Blackout) =>
    period.startDate === period.endDate ? period.startDate : `${period.startDate} – ${period.endDate}`

  async function remove(period: Blackout) {
    setDone('')
    setProblem('')
    const ok = await app.shell.ui
      .confirm({ title: t('blackouts.delete'), content: t('blackouts.deleteConfirm', { when: when(period) }) })
      .catch(() => false)
    if (!ok) return
    try {
      await blackoutsApi.remove(period.id)
      setDone(t('blackouts.deleted', { when: when(period) }))
      reload()
    } catch (error) {
      setProblem((error as Error).message)
    }
  }

  return (
    <div className="blackouts">
      <header className="page-head">
        <h1>{t('blackouts.title')}</h1>
        <button
          type="button"
          className="primary"
          onClick={() => {
            setDone('')
            setEditing('new')
          }}
        >
          {t('blackouts.add')}
        </button>
      </header>
      <div className="page-body" aria-busy={periods.loading}>
        <p className="blackouts-intro">{t('blackouts.intro')}</p>
        <label className="blackouts-past">
          <input type="checkbox" checked={past} onChange={(e) => setPast(e.target.checked)} />
          {t('blackouts.showPast')}
        </label>
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <LoadError refusalAsNote error={periods.error} retry={periods.retry} />
        {periods.data && periods.data.length === 0 && <p className="empty">{t('blackouts.none')}</p>}
        {periods.data && periods.data.length > 0 && (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="blackouts-caption">
            <table data-testid="blackouts">
              <caption id="blackouts-caption" className="visually-hidden">
                {t('blackouts.title')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('blackouts.when')}</th>
                  <th scope="col">{t('blackouts.reason')}</th>
                  <th scope="col">{t('blackouts.types')}</th>
                  <th scope="col">{t('blackouts.departments')}</th>
                  <th scope="col">{t('blackouts.changed')}</th>
                  <th scope="col">{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {periods.data.map((period) => (
                  <tr key={period.id}>
                    <th scope="row">{when(period)}</th>
                    <td>{period.reason}</td>
                    <td>{typeNames(period.typeCodes)}</td>
                    <td>{organNames(period.organIds)}</td>
                    <td>{period.updatedBy ?? ''}</td>
                    <td className="blackout-actions">
                      <button
                        type="button"
                        onClick={() => {
                          setDone('')
                          setEditing(period)
                        }}
                        aria-label={t('blackouts.editOne', { when: when(period) })}
                      >
                        {t('types.edit')}
                      </button>
                      <button
                        type="button"
                        onClick={() => remove(period)}
                        aria-label={t('blackouts.deleteOne', { when: when(period) })}
                      >
                        {t('blackouts.delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {editing && (
        <BlackoutDialog
          key={editing === 'new' ? 'new' : editing.id}
          start={editing === 'new' ? null : editing}
          onSaved={(saved) => {
            setEditing(null)
            setDone(t('blackouts.saved', { when: when(saved) }))
            reload()
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
