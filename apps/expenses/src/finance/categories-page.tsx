import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { api, type ExpenseCategory } from '../api'
import { amountProblem, yuan } from '../money'
import { Page } from '../page'
import { LimitsPanel } from './limits-panel'

/** A category's form: its code (fixed once made), Chinese and English names, whether claims may use it. */
function CategoryForm({ category, onSaved }: { category?: ExpenseCategory; onSaved: () => void }) {
  const t = useT()
  const language = useLanguage()
  const [code, setCode] = useState(category?.code ?? '')
  const [nameZh, setNameZh] = useState(category?.nameZh ?? '')
  const [nameEn, setNameEn] = useState(category?.nameEn ?? '')
  const [enabled, setEnabled] = useState(category?.enabled ?? true)
  const action = useAction(onSaved)
  return (
    <form
      className="row"
      aria-label={
        category
          ? t('categories.editNamed', { name: language === 'en' ? category.nameEn : category.nameZh })
          : t('categories.add')
      }
      onSubmit={(e) => {
        e.preventDefault()
        void action
          .run(() => api.saveCategory({ code, nameZh, nameEn, enabled }), t('categories.saved'))
          .then((ok) => {
            if (ok && !category) {
              setCode('')
              setNameZh('')
              setNameEn('')
            }
          })
      }}
    >
      {category ? (
        <span className="category-code">{t('categories.codeIs', { code })}</span>
      ) : (
        <label>
          {t('categories.code')}
          <input
            required
            pattern="[a-z][a-z0-9_\-]{0,29}"
            title={t('categories.codeHint')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
      )}
      <label>
        {t('categories.nameZh')}
        <input required maxLength={40} value={nameZh} onChange={(e) => setNameZh(e.target.value)} />
      </label>
      <label>
        {t('categories.nameEn')}
        <input required maxLength={60} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
      </label>
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('categories.enabled')}
      </label>
      <button type="submit" disabled={action.busy}>
        {category ? t('common.save') : t('categories.addButton')}
      </button>
      {action.status}
    </form>
  )
}

/** The amount over which a claim also goes to finance after the manager. */
function FinanceOver({ value, onSaved }: { value: string; onSaved: () => void }) {
  const t = useT()
  const [amount, setAmount] = useState(value)
  const action = useAction(onSaved)
  return (
    <form
      className="panel row"
      aria-label={t('categories.financeOver')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const bad = amountProblem(amount)
        if (bad) return action.setProblem(t(`check.amount.${bad}`))
        void action.run(() => api.saveSettings(amount.trim()), t('categories.saved'))
      }}
    >
      <label>
        {t('categories.financeOver')}
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <button type="submit" disabled={action.busy}>
        {t('common.save')}
      </button>
      <span className="hint">{t('categories.financeOverNow', { amount: yuan(value) })}</span>
      {action.status}
    </form>
  )
}

/** Categories and limits (menu 8902, finance): the tenant's categories, their limits, and when finance approves. */
export function CategoriesPage() {
  const t = useT()
  const language = useLanguage()
  const load = useRequest(() => api.settings(), [])
  const data = load.data
  return (
    <Page title={t('categories.title')}>
      <LoadError className="form-error" error={load.error} retry={load.retry} />
      {data && <FinanceOver key={data.settings.financeOver} value={data.settings.financeOver} onSaved={load.retry} />}
      {data && (
        <section className="panel" aria-labelledby="categories-list">
          <h2 id="categories-list">{t('categories.list')}</h2>
          <ul className="cards">
            {data.categories.map((c) => (
              <li key={c.code} className="claim-card">
                <span className="line-head">
                  <strong>{language === 'en' ? c.nameEn : c.nameZh}</strong>
                  <span className="tag">{c.enabled ? t('categories.on') : t('categories.off')}</span>
                </span>
                <CategoryForm category={c} onSaved={load.retry} />
              </li>
            ))}
          </ul>
          <h3>{t('categories.add')}</h3>
          <CategoryForm onSaved={load.retry} />
        </section>
      )}
      {data && <LimitsPanel categories={data.categories} limits={data.limits} onChanged={load.retry} />}
    </Page>
  )
}
