import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, shell, useT } from '@hr-portal/kit'
import { type VendorAccountRow, vendorAccounts } from './api'

/** What the form edits: a new account, or the one of this sign-in name. */
type Editing = { kind: 'new' } | { kind: 'edit'; row: VendorAccountRow }

/**
 * App vendors' accounts for the vendor console (/vendor-console): each owns the origins its apps are served from, and
 * sees there only the installs, deliveries, calls and deletions of apps on those origins.
 */
export function VendorsPage() {
  const t = useT()
  const [editing, setEditing] = useState<Editing | null>(null)
  const accounts = useRequest(() => vendorAccounts.list(), [])

  return (
    <div className="ops-page">
      <header className="ops-head">
        <h1>{t('vendors.title')}</h1>
        <button type="button" className="ops-primary" onClick={() => setEditing({ kind: 'new' })}>
          {t('vendors.add')}
        </button>
      </header>
      <p className="ops-hint">{t('vendors.hint')}</p>
      <RequestError className="ops-error" error={accounts.error} retry={accounts.retry} />
      {accounts.loading && <p role="status">{t('common.loading')}</p>}
      {editing && (
        <VendorForm
          key={editing.kind === 'edit' ? editing.row.login : ''}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            accounts.retry()
          }}
        />
      )}
      <div className="ops-scroll">
        <table className="ops-table" data-testid="ops-vendors" aria-busy={accounts.loading}>
          <thead>
            <tr>
              <th scope="col">{t('vendors.login')}</th>
              <th scope="col">{t('vendors.name')}</th>
              <th scope="col">{t('vendors.origins')}</th>
              <th scope="col">{t('companies.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data?.rows.map((row) => (
              <tr key={row.login}>
                <th scope="row">{row.login}</th>
                <td>{row.name}</td>
                <td>{row.origins.join(' ')}</td>
                <td>
                  <button
                    type="button"
                    aria-label={t('vendors.editFor', { name: row.name })}
                    onClick={() => setEditing({ kind: 'edit', row })}
                  >
                    {t('vendors.edit')}
                  </button>
                </td>
              </tr>
            ))}
            {accounts.data && accounts.data.rows.length === 0 && (
              <tr>
                <td colSpan={4}>{t('vendors.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** A vendor account's sign-in name (new accounts only), name, origins (one a line) and password. */
function VendorForm({ editing, onSaved, onCancel }: { editing: Editing; onSaved: () => void; onCancel: () => void }) {
  const t = useT()
  const id = useId()
  const row = editing.kind === 'edit' ? editing.row : null
  const [login, setLogin] = useState(row?.login ?? '')
  const [name, setName] = useState(row?.name ?? '')
  const [origins, setOrigins] = useState(row?.origins.join('\n') ?? '')
  const [password, setPassword] = useState('')
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const first = useRef<HTMLInputElement>(null)
  // The form opens above the list: the focus goes to its first field.
  useEffect(() => first.current?.focus(), [])

  async function save(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    setBusy(true)
    try {
      await vendorAccounts.save({
        login: login.trim(),
        name: name.trim(),
        origins: origins.split(/\s+/).filter(Boolean),
        ...(password ? { password } : {}),
        create: !row,
      })
      shell.ui.message('success', t('common.saved')).catch(() => {})
      onSaved()
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const title = row ? t('vendors.editTitle', { name: row.name }) : t('vendors.addTitle')
  return (
    <form className="ops-form" aria-label={title} onSubmit={save} data-testid="ops-vendor-form">
      <h2>{title}</h2>
      <label className="ops-field" htmlFor={`${id}-login`}>
        <span>{t('vendors.login')}</span>
        <input
          ref={row ? undefined : first}
          id={`${id}-login`}
          required
          readOnly={Boolean(row)}
          minLength={3}
          maxLength={41}
          pattern="[a-z][a-z0-9\-]+"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
      </label>
      <label className="ops-field" htmlFor={`${id}-name`}>
        <span>{t('vendors.name')}</span>
        <input
          ref={row ? first : undefined}
          id={`${id}-name`}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div className="ops-field">
        <label htmlFor={`${id}-origins`}>{t('vendors.origins')}</label>
        <textarea
          id={`${id}-origins`}
          required
          rows={3}
          aria-describedby={`${id}-origins-hint`}
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
        />
        <small id={`${id}-origins-hint`} className="ops-hint">
          {t('vendors.originsHint')}
        </small>
      </div>
      <div className="ops-field">
        <label htmlFor={`${id}-password`}>{t('vendors.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required={!row}
          minLength={10}
          maxLength={200}
          aria-describedby={`${id}-password-hint`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <small id={`${id}-password-hint`} className="ops-hint">
          {row ? t('vendors.passwordKeep') : t('vendors.passwordHint')}
        </small>
      </div>
      {failure && (
        <p role="alert" className="ops-error">
          {failure}
        </p>
      )}
      <div className="ops-actions">
        <button type="submit" className="ops-primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
