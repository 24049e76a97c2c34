import { useState, type FormEvent } from 'react'
import { CATEGORIES } from '../../shared/names'
import { call } from '../api/client'
import { describeFailure, refusalOf } from '../api/describe'
import { readOneSupplier } from '../api/read'
import type { NewSupplier } from '../api/types'
import { useT } from '../i18n/i18n'
import { announce } from '../parts/announcer'
import { AppLink } from '../parts/app-link'
import { Field } from '../parts/field'
import { PageHeading } from '../parts/page-heading'
import { app } from '../shell'
import { normaliseCode, validateSupplier } from './validate'

const EMPTY: NewSupplier = { name: '', category: '', contact: '', phone: '', creditCode: '' }

export function OnboardPage() {
  const t = useT()
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof NewSupplier, string>>>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const set = (key: keyof NewSupplier) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateSupplier(form)
    setErrors(found)
    setFailure('')
    const first = Object.keys(found)[0]
    if (first) return document.getElementById(`supplier-${first}`)?.focus()
    setSaving(true)
    try {
      const supplier = readOneSupplier(
        await call('/suppliers/create', { ...form, creditCode: normaliseCode(form.creditCode) }),
      )
      announce(t('onboard.done', { name: supplier.name }))
      app.router.navigate(`/suppliers/${supplier.id}`)
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal?.field && refusal.field in EMPTY) {
        setErrors({ [refusal.field]: `error.${refusal.key}` })
        document.getElementById(`supplier-${refusal.field}`)?.focus()
      }
      setFailure(describeFailure(error, t))
      setSaving(false)
    }
  }

  const error = (key: keyof NewSupplier) => (errors[key] ? t(errors[key]!) : undefined)
  return (
    <main className="page narrow">
      <AppLink to="/list" className="back">
        ← {t('back')}
      </AppLink>
      <PageHeading>{t('onboard.title')}</PageHeading>
      <p className="muted">{t('onboard.intro')}</p>
      <form className="form" onSubmit={submit} noValidate aria-busy={saving}>
        <Field id="supplier-name" label={t('field.name')} error={error('name')}>
          {(props) => (
            <input
              {...props}
              className="input"
              value={form.name}
              onChange={set('name')}
              maxLength={100}
              required
              autoComplete="organization"
            />
          )}
        </Field>
        <Field id="supplier-category" label={t('field.category')} error={error('category')}>
          {(props) => (
            <select {...props} className="input" value={form.category} onChange={set('category')} required>
              <option value="">{t('field.choose')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="supplier-contact" label={t('field.contact')} error={error('contact')}>
          {(props) => (
            <input
              {...props}
              className="input"
              value={form.contact}
              onChange={set('contact')}
              maxLength={50}
              required
              autoComplete="name"
            />
          )}
        </Field>
        <Field id="supplier-phone" label={t('field.phone')} hint={t('field.phoneHint')} error={error('phone')}>
          {(props) => (
            <input
              {...props}
              className="input"
              type="tel"
              value={form.phone}
              onChange={set('phone')}
              maxLength={20}
              required
              autoComplete="tel"
            />
          )}
        </Field>
        <Field
          id="supplier-creditCode"
          label={t('field.creditCode')}
          hint={t('field.creditCodeHint')}
          error={error('creditCode')}
        >
          {(props) => (
            <input
              {...props}
              className="input code"
              value={form.creditCode}
              onChange={set('creditCode')}
              maxLength={24}
              required
              spellCheck={false}
              autoCapitalize="characters"
            />
          )}
        </Field>
        {failure && (
          <p className="failure" role="alert">
            {failure}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? t('onboard.saving') : t('onboard.submit')}
          </button>
          <AppLink to="/list" className="button">
            {t('onboard.cancel')}
          </AppLink>
        </div>
      </form>
    </main>
  )
}
