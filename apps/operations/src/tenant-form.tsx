import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { shell, useT } from '@hr-portal/kit'
import { tenantAdmin, type CompanyRecord } from './api'

interface Props {
  company: CompanyRecord
  onCreated: () => void
  onCancel: () => void
}

/** Another tenant for a company: name and code (the gateway checks both and that no other tenant holds the code). */
export function TenantForm({ company, onCreated, onCancel }: Props) {
  const t = useT()
  const id = useId()
  const [name, setName] = useState('')
  const [code, setCode] = useState('')
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const first = useRef<HTMLInputElement>(null)
  // The form opens above the list: the focus goes to its first field, so keyboard and screen-reader users land in it.
  useEffect(() => first.current?.focus(), [company.companyId])

  async function create(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    setBusy(true)
    try {
      await tenantAdmin.createTenant({ companyId: company.companyId, name: name.trim(), code: code.trim() })
      shell.ui.message('success', t('companies.created', { name: name.trim() })).catch(() => {})
      onCreated()
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const title = t('companies.addTitle', { company: company.name })
  return (
    <form className="ops-form" aria-label={title} onSubmit={create} data-testid="ops-tenant-form">
      <h2>{title}</h2>
      <p className="ops-hint">{t('companies.addHint')}</p>
      <label className="ops-field" htmlFor={`${id}-name`}>
        <span>{t('companies.tenantName')}</span>
        <input
          ref={first}
          id={`${id}-name`}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div className="ops-field">
        <label htmlFor={`${id}-code`}>{t('companies.tenantCode')}</label>
        <input
          id={`${id}-code`}
          required
          minLength={2}
          maxLength={50}
          pattern="[A-Za-z0-9_\-]+"
          aria-describedby={`${id}-code-hint`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <small id={`${id}-code-hint`} className="ops-hint">
          {t('companies.codeHint')}
        </small>
      </div>
      {failure && (
        <p role="alert" className="ops-error">
          {failure}
        </p>
      )}
      <div className="ops-actions">
        <button type="submit" className="ops-primary" disabled={busy}>
          {t('companies.create')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
