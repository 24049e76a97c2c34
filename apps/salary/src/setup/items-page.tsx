import { useCallback, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { salary, messageOf, type Item } from '../api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { ItemForm } from './item-form'
import { OvertimeRates } from './overtime-rates'

/** Salary items (menu 8201; 820101 edits): earnings, deductions and employer costs, fixed, entered per month or a formula. */
export function ItemsPage() {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('820101')
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const list = useRequest(() => salary.items.list(), [version])
  const [editing, setEditing] = useState<Item | 'new' | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const items = list.data?.items ?? []
  return (
    <div className="page">
      <header className="page-head">
        <h1>{t('items.title')}</h1>
        {canEdit && !editing && (
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('items.new')}
          </button>
        )}
      </header>
      <div className="page-body">
        <LoadError error={list.error} retry={list.retry} />
        {editing && list.data && (
          <ItemForm
            item={editing === 'new' ? null : editing}
            items={items}
            attendance={list.data.names.attendance}
            functions={list.data.names.functions}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              await salary.items.save(input)
              setEditing(null)
              setStatus(t('items.saved'))
              reload()
            }}
          />
        )}
        <p className="form-done" aria-live="polite">
          {status}
        </p>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="table-scroll">
          <table data-testid="items">
            <thead>
              <tr>
                <th>{t('items.code')}</th>
                <th>{t('items.name')}</th>
                <th>{t('items.kind')}</th>
                <th>{t('items.source')}</th>
                <th>{t('items.formula')}</th>
                <th>{t('items.treatment')}</th>
                {canEdit && <th>{t('common.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-item={item.code}>
                  <td>
                    <code>{item.code}</code>
                  </td>
                  <td>{language === 'en' ? item.nameEn : item.nameZh}</td>
                  <td>{t(`kind.${item.kind}`)}</td>
                  <td>{t(`source.${item.source}`)}</td>
                  <td>
                    <code className="formula-cell">{item.formula}</code>
                  </td>
                  <td>
                    {[
                      item.taxable && t('items.taxableShort'),
                      item.annualBonus && t('items.annualBonusShort'),
                      !item.onPayslip && t('items.hiddenShort'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  {canEdit && (
                    <td className="row-actions">
                      <button
                        type="button"
                        onClick={() => setEditing(item)}
                        aria-label={t('items.editOne', { name: item.code })}
                      >
                        {t('common.edit')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        aria-label={t('items.deleteOne', { name: item.code })}
                        onClick={async () => {
                          setProblem('')
                          try {
                            await salary.items.delete({ id: item.id })
                            setStatus(t('items.deleted'))
                            reload()
                          } catch (cause) {
                            setProblem(messageOf(cause))
                          }
                        }}
                      >
                        {t('common.delete')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {list.data && <OvertimeRates canEdit={canEdit === true} />}
      </div>
    </div>
  )
}
