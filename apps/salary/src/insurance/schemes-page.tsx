import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { app, LoadError, useT } from '@hr-portal/kit'
import { insuranceApi, messageOf, thisMonth, type Scheme, type SchemeInput } from './insurance-api'
import { RatesTable } from './rates-table'
import { emptyScheme, SchemeForm } from './scheme-form'
import './insurance.css'

/** The version in force this month, or the earliest when none has started yet. */
const inForce = (scheme: Scheme) =>
  scheme.versions.find((v) => v.effectiveMonth <= thisMonth()) ?? scheme.versions[scheme.versions.length - 1]

/** One scheme: its version picked from the history, that version's table, edit and delete. */
function SchemeCard({
  scheme,
  canEdit,
  onEdit,
  onDelete,
}: {
  scheme: Scheme
  canEdit: boolean
  onEdit: (input: SchemeInput) => void
  onDelete: () => void
}) {
  const t = useT()
  const [month, setMonth] = useState(() => inForce(scheme)?.effectiveMonth ?? '')
  const version = scheme.versions.find((v) => v.effectiveMonth === month) ?? inForce(scheme)
  const titleId = `scheme-${scheme.id}-title`
  return (
    <section className="panel si-card" aria-labelledby={titleId} data-scheme={scheme.id}>
      <div className="si-card-head">
        <h2 id={titleId}>
          {scheme.name} <span className="si-muted">· {scheme.city}</span>
        </h2>
        <span className="si-muted">{t('insurance.usedBy', { count: scheme.employees })}</span>
        <label className="si-inline">
          {t('insurance.history')}
          <select
            value={version?.effectiveMonth ?? ''}
            onChange={(e) => setMonth(e.target.value)}
            data-testid={`scheme-${scheme.id}-version`}
          >
            {scheme.versions.map((v) => (
              <option key={v.effectiveMonth} value={v.effectiveMonth}>
                {t('insurance.from', { month: v.effectiveMonth })}
                {v === inForce(scheme) ? ` (${t('insurance.current')})` : ''}
              </option>
            ))}
          </select>
        </label>
        {canEdit && version && (
          <div className="si-buttons">
            <button
              type="button"
              onClick={() =>
                onEdit({
                  id: scheme.id,
                  name: scheme.name,
                  city: scheme.city,
                  effectiveMonth: version.effectiveMonth,
                  housingFundRounding: version.housingFundRounding,
                  rates: version.rates,
                })
              }
              aria-label={t('insurance.editOne', { name: scheme.name })}
            >
              {t('insurance.edit')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={onDelete}
              aria-label={t('insurance.deleteOne', { name: scheme.name })}
            >
              {t('insurance.delete')}
            </button>
          </div>
        )}
      </div>
      {version && (
        <>
          <div
            className="si-scroll"
            role="region"
            tabIndex={0}
            aria-label={t('insurance.ratesOf', { month: version.effectiveMonth })}
          >
            <RatesTable version={version} caption={t('insurance.ratesOf', { month: version.effectiveMonth })} />
          </div>
          <p className="si-muted">
            {t('insurance.roundingNote', { rule: t(`insurance.rounding.${version.housingFundRounding}`) })}
          </p>
        </>
      )}
    </section>
  )
}

/** Social insurance schemes (menu 8211; 821101 edits): each city's limits and rates with their history, a form for a new version. */
export function SchemesPage() {
  const t = useT()
  const canEdit = usePermission('821101') === true
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const schemes = useRequest(() => insuranceApi.schemes.list(), [version])
  const [editing, setEditing] = useState<SchemeInput | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')

  async function remove(scheme: Scheme) {
    setProblem('')
    const sure = await app.shell.ui
      .confirm({ title: t('insurance.deleteTitle'), content: t('insurance.deleteConfirm', { name: scheme.name }) })
      .catch(() => false)
    if (!sure) return
    try {
      await insuranceApi.schemes.delete({ id: scheme.id })
      setStatus(t('insurance.deleted', { name: scheme.name }))
      reload()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <div className="si-page">
      <header className="si-head">
        <h1>{t('insurance.schemesTitle')}</h1>
        {canEdit && !editing && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              setStatus('')
              setEditing(emptyScheme())
            }}
          >
            {t('insurance.newScheme')}
          </button>
        )}
      </header>
      <div className="si-body">
        <LoadError error={schemes.error} retry={schemes.retry} />
        {editing && (
          <SchemeForm
            key={`${editing.id ?? 'new'}-${editing.effectiveMonth}`}
            initial={editing}
            onCancel={() => setEditing(null)}
            onSave={async (draft) => {
              await insuranceApi.schemes.save(draft)
              setEditing(null)
              setStatus(t('insurance.saved', { name: draft.name, month: draft.effectiveMonth }))
              reload()
            }}
          />
        )}
        <p className="si-done" aria-live="polite" data-testid="scheme-status">
          {status}
        </p>
        {problem && (
          <p role="alert" className="si-error">
            {problem}
          </p>
        )}
        {schemes.data?.length === 0 && <p className="si-muted">{t('insurance.noSchemes')}</p>}
        {(schemes.data ?? []).map((scheme) => (
          <SchemeCard
            key={`${scheme.id}-${version}`}
            scheme={scheme}
            canEdit={canEdit}
            onEdit={(input) => {
              setStatus('')
              setEditing(input)
            }}
            onDelete={() => void remove(scheme)}
          />
        ))}
      </div>
    </div>
  )
}
