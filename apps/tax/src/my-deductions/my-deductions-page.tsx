import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, messageOf, type Declaration } from '../api'
import { app, LoadError, useT } from '@hr-portal/kit'
import { YearSwitch } from '../switches'
import { BonusMethod } from './bonus-method'
import { DeclarationForm } from './declaration-form'
import { DeclarationsList } from './declarations-list'
import { MyWithholding } from './my-withholding'

/** My tax deductions (menu 8303, every staff member): declare the year's special additional deductions, the bonus method, my withholding. */
export function MyDeductionsPage() {
  const t = useT()
  const [year, setYear] = useState(() => new Date().getFullYear())
  const [version, setVersion] = useState(0)
  const [editing, setEditing] = useState<Declaration | null>(null)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  const mine = useRequest(() => api.myYear(year), [year, version])
  const saved = (message: string) => {
    setDone(message)
    setProblem('')
    setEditing(null)
    setVersion((n) => n + 1)
  }

  async function remove(declaration: Declaration) {
    const kind = t(`kind.${declaration.kind}`)
    const ok = await app.shell.ui
      .confirm({ title: t('mine.remove'), content: t('mine.removeConfirm', { kind }) })
      .catch(() => false)
    if (!ok) return
    try {
      await api.removeDeclaration(declaration.id)
      saved(t('mine.removed', { kind }))
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <div className="tax-page">
      <header className="page-head">
        <h1>{t('mine.title')}</h1>
      </header>
      <div className="page-body mine-body">
        <YearSwitch
          year={year}
          onChange={(y) => {
            setYear(y)
            setEditing(null)
            setDone('')
          }}
        />
        <p role="status" aria-live="polite" className="form-done" data-testid="mine-done">
          {done}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <LoadError error={mine.error} retry={mine.retry} />
        <section aria-labelledby="declarations-title">
          <h2 id="declarations-title">{t('mine.declarations', { year })}</h2>
          {mine.data && (
            <DeclarationsList
              declarations={mine.data.declarations}
              onEdit={(d) => {
                setEditing(d)
                setDone('')
              }}
              onRemove={(d) => void remove(d)}
            />
          )}
        </section>
        <DeclarationForm
          year={year}
          editing={editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
          onSubmit={() => setDone('')}
        />
        {mine.data && (
          <BonusMethod
            year={year}
            method={mine.data.bonusMethod}
            taxed={mine.data.bonusTaxed}
            separateIn={mine.data.bonusSeparateIn}
            onSaved={saved}
          />
        )}
        {mine.data && <MyWithholding records={mine.data.withholding} />}
      </div>
    </div>
  )
}
