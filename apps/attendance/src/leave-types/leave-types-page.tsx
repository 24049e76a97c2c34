import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { LeaveTypeDialog } from './leave-type-dialog'
import { leaveTypesApi, type LeaveTypeSetting } from './leave-types-api'
import './leave-types.css'

/**
 * Leave types (menu 8011, HR): every leave type of the company with its unit, paid and tracked, how far back a request
 * may start and who may take it; a dialog changes one or adds the company's own. My leave offers what is saved here.
 */
export function LeaveTypesPage() {
  const t = useT()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  const types = useRequest(() => leaveTypesApi.list(), [version])
  const [editing, setEditing] = useState<LeaveTypeSetting | 'new' | null>(null)
  const [done, setDone] = useState('')
  const name = (type: { nameZh: string; nameEn: string }) => (language === 'en' ? type.nameEn : type.nameZh)
  const yesNo = (value: boolean) => t(value ? 'types.yes' : 'types.no')
  const backdate = (days: number | null) =>
    days === null ? t('types.noLimit') : days === 0 ? t('types.noBackdate') : t('types.daysBack', { n: days })
  const who = (type: LeaveTypeSetting) =>
    [
      type.gender === 2 ? t('types.womenOnly') : type.gender === 1 ? t('types.menOnly') : t('types.everyone'),
      type.minServiceMonths > 0 ? t('types.afterMonths', { n: type.minServiceMonths }) : '',
    ]
      .filter(Boolean)
      .join(t('types.separator'))

  async function save(input: Parameters<typeof leaveTypesApi.save>[0], create: boolean) {
    const saved = await leaveTypesApi.save(input, create)
    setDone(t('types.saved', { name: name(saved) }))
    reload()
  }

  return (
    <div className="leave-types">
      <header className="page-head">
        <h1>{t('types.title')}</h1>
        <button
          type="button"
          className="primary"
          onClick={() => {
            setDone('')
            setEditing('new')
          }}
        >
          {t('types.add')}
        </button>
      </header>
      <div className="page-body" aria-busy={types.loading}>
        <p className="leave-types-intro">{t('types.intro')}</p>
        <p role="status" aria-live="polite" className="form-done">
          {done}
        </p>
        <LoadError refusalAsNote error={types.error} retry={types.retry} />
        {types.loading && !types.data && <p className="empty">{t('types.loading')}</p>}
        {types.data && (
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="leave-types-caption">
            <table data-testid="leave-types">
              <caption id="leave-types-caption" className="visually-hidden">
                {t('types.title')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('types.name')}</th>
                  <th scope="col">{t('types.unit')}</th>
                  <th scope="col">{t('types.paid')}</th>
                  <th scope="col">{t('types.tracked')}</th>
                  <th scope="col">{t('types.backdate')}</th>
                  <th scope="col">{t('types.who')}</th>
                  <th scope="col">{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {types.data.map((type) => (
                  <tr key={type.code} data-code={type.code}>
                    <th scope="row">
                      {name(type)} <span className="leave-type-code">{type.code}</span>
                    </th>
                    <td>{t(type.unit === 'hour' ? 'types.unitHour' : 'types.unitDay')}</td>
                    <td>{yesNo(type.paid)}</td>
                    <td>{yesNo(type.tracked)}</td>
                    <td>{backdate(type.backdateDays)}</td>
                    <td>{who(type)}</td>
                    <td>
                      <button
                        type="button"
                        onClick={() => {
                          setDone('')
                          setEditing(type)
                        }}
                        aria-label={t('types.editOne', { name: name(type) })}
                      >
                        {t('types.edit')}
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
        <LeaveTypeDialog
          key={editing === 'new' ? 'new' : editing.code}
          start={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
