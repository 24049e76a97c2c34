import { useState, type FormEvent } from 'react'
import { shell, useT } from '@hr-portal/kit'
import { operations } from './api'
import { DateField } from '@hr-portal/ui'

interface Props {
  brands: string[]
  onPublished: () => void
}

const localNow = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** Publishes a version notice for one brand or all, from a date and time on. */
export function NoticeForm({ brands, onPublished }: Props) {
  const t = useT()
  const empty = { version: '', title: '', content: '', publishAt: localNow(), sysCode: '' }
  const [value, setValue] = useState(empty)
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValue({ ...value, [key]: e.target.value })

  async function publish(event: FormEvent) {
    event.preventDefault()
    setFailure('')
    const publishAt = new Date(value.publishAt).getTime()
    if (!value.version.trim() || !value.title.trim() || !value.content.trim() || Number.isNaN(publishAt)) {
      setFailure(t('notices.required'))
      return
    }
    setBusy(true)
    try {
      await operations.saveNotice({ ...value, publishAt, sysCode: value.sysCode || null })
      shell.ui.message('success', t('notices.published')).catch(() => {})
      setValue({ ...empty, publishAt: localNow() })
      onPublished()
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ops-form" aria-labelledby="ops-notice-create" onSubmit={publish}>
      <h2 id="ops-notice-create">{t('notices.create')}</h2>
      <label className="ops-field">
        <span>{t('notices.version')}</span>
        <input name="version" maxLength={40} value={value.version} onChange={set('version')} />
      </label>
      <label className="ops-field">
        <span>{t('notices.noticeTitle')}</span>
        <input name="title" maxLength={200} value={value.title} onChange={set('title')} />
      </label>
      <label className="ops-field">
        <span>{t('notices.content')}</span>
        <textarea name="content" maxLength={5000} rows={4} value={value.content} onChange={set('content')} />
      </label>
      <label className="ops-field">
        <span>{t('notices.publishAt')}</span>
        <DateField
          kind="datetime"
          name="publishAt"
          value={value.publishAt}
          onValueChange={(v) => setValue({ ...value, publishAt: v })}
        />
      </label>
      <label className="ops-field">
        <span>{t('notices.target')}</span>
        <select name="sysCode" value={value.sysCode} onChange={set('sysCode')}>
          <option value="">{t('common.all')}</option>
          {brands.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {failure && (
        <p role="alert" className="ops-error">
          {failure}
        </p>
      )}
      <div className="ops-actions">
        <button type="submit" className="ops-primary" disabled={busy}>
          {t('notices.publish')}
        </button>
      </div>
    </form>
  )
}
