import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { BrandForm, type Brand } from './brand-form'
import { RequestError, useT } from '@hr-portal/kit'
import { operations } from './api'

/** The brands of every host (§1 system codes), each editable. */
export function BrandsPage() {
  const t = useT()
  const brands = useRequest(() => operations.brands(), [])
  const [editing, setEditing] = useState<Brand | null>(null)
  return (
    <div className="ops-page">
      <header className="ops-head">
        <h1>{t('brands.title')}</h1>
      </header>
      <RequestError className="ops-error" error={brands.error} retry={brands.retry} />
      {brands.loading && <p role="status">{t('common.loading')}</p>}
      <table className="ops-table" data-testid="ops-brands">
        <thead>
          <tr>
            <th scope="col">{t('brands.sysCode')}</th>
            <th scope="col">{t('brands.logo')}</th>
            <th scope="col">{t('brands.sysName')}</th>
            <th scope="col">{t('brands.themeId')}</th>
            <th scope="col">{t('brands.segments')}</th>
            <th scope="col">
              <span className="ops-sr">{t('common.save')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {brands.data?.map((brand) => (
            <tr key={brand.sysCode}>
              <td>{brand.sysCode}</td>
              <td>{brand.logoUrl && <img className="ops-logo" src={brand.logoUrl} alt="" />}</td>
              <td>{brand.sysName}</td>
              <td>{brand.themeId}</td>
              <td>{brand.segments.join(', ')}</td>
              <td>
                <button type="button" onClick={() => setEditing(brand)}>
                  {t('brands.edit', { code: brand.sysCode })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <BrandForm
          key={editing.sysCode}
          brand={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            brands.retry()
          }}
        />
      )}
    </div>
  )
}
