import { useState, type FormEvent } from 'react'
import { shell, useT } from '@hr-portal/kit'
import { operations, type Brand } from './api'

export type { Brand } from './api'

interface Props {
  brand: Brand
  onSaved: () => void
  onCancel: () => void
}

/** Edits one brand; the gateway checks logo (https or data:image), link (https), theme and segments. */
export function BrandForm({ brand, onSaved, onCancel }: Props) {
  const t = useT()
  const [value, setValue] = useState({ ...brand, segments: brand.segments.join(',') })
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const field = (key: 'sysName' | 'logoUrl' | 'linkUrl' | 'segments', label: string) => (
    <label className="ops-field">
      <span>{label}</span>
      <input name={key} value={value[key]} onChange={(e) => setValue({ ...value, [key]: e.target.value })} />
    </label>
  )

  async function save(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    setBusy(true)
    try {
      await operations.saveBrand({
        sysCode: value.sysCode,
        sysName: value.sysName,
        logoUrl: value.logoUrl,
        linkUrl: value.linkUrl,
        themeId: value.themeId,
        segments: value.segments
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      })
      shell.ui.message('success', t('common.saved')).catch(() => {})
      onSaved()
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ops-form" aria-label={t('brands.editTitle', { code: brand.sysCode })} onSubmit={save}>
      <h2>{t('brands.editTitle', { code: brand.sysCode })}</h2>
      <p className="ops-hint">{t('brands.hint')}</p>
      {field('sysName', t('brands.sysName'))}
      {field('logoUrl', t('brands.logoUrl'))}
      {field('linkUrl', t('brands.linkUrl'))}
      <label className="ops-field">
        <span>{t('brands.themeId')}</span>
        <select name="themeId" value={value.themeId} onChange={(e) => setValue({ ...value, themeId: e.target.value })}>
          <option value="">{t('brands.themeNone')}</option>
          <option value="blue">{t('brands.themeBlue')}</option>
          <option value="orange">{t('brands.themeOrange')}</option>
        </select>
      </label>
      {field('segments', t('brands.segments'))}
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
