import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useT } from '@hr-portal/kit'
import { insuranceApi, messageOf } from './insurance-api'

/**
 * The month's social insurance and housing fund declaration lists (the bases page, 8212): per scheme, how many people
 * were added, removed and had their base changed, and the scheme's lists as an Excel workbook; the month's joiners
 * without a scheme are named, so HR sets one before declaring.
 */
export function DeclarationLists({ month }: { month: string }) {
  const t = useT()
  const summary = useRequest(() => insuranceApi.declarations.summary({ month }), [month])
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  const download = async (schemeId: number, name: string) => {
    setBusy(true)
    setSaid(null)
    try {
      await insuranceApi.declarations.export({ month, schemeId })
      setSaid({ kind: 'status', text: t('declaration.exported', { name }) })
    } catch (cause) {
      setSaid({ kind: 'alert', text: messageOf(cause) })
    } finally {
      setBusy(false)
    }
  }
  const schemes = summary.data?.schemes ?? []
  const unassigned = summary.data?.unassigned ?? []
  return (
    <section className="si-declarations" aria-labelledby="si-declarations-title" data-testid="declaration-lists">
      <h2 id="si-declarations-title">{t('declaration.title')}</h2>
      <LoadError error={summary.error} retry={summary.retry} />
      {summary.data && schemes.length === 0 && <p className="si-muted">{t('declaration.none', { month })}</p>}
      {schemes.length > 0 && (
        <div className="si-scroll">
          <table>
            <caption className="si-hidden">{t('declaration.of', { month })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('declaration.scheme')}</th>
                <th scope="col" className="num">
                  {t('declaration.added')}
                </th>
                <th scope="col" className="num">
                  {t('declaration.removed')}
                </th>
                <th scope="col" className="num">
                  {t('declaration.changed')}
                </th>
                <th scope="col">
                  <span className="si-hidden">{t('declaration.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {schemes.map((scheme) => (
                <tr key={scheme.schemeId}>
                  <th scope="row">{scheme.name}</th>
                  <td className="num">{scheme.added}</td>
                  <td className="num">{scheme.removed}</td>
                  <td className="num">{scheme.changed}</td>
                  <td>
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={t('declaration.downloadOf', { name: scheme.name, month })}
                      onClick={() => void download(scheme.schemeId, scheme.name)}
                    >
                      {t('declaration.download')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unassigned.length > 0 && (
        <p className="si-muted">
          {t('declaration.unassigned', {
            names: unassigned.map((person) => `${person.name} (${person.jobNumber})`).join('、'),
          })}
        </p>
      )}
      {said && (
        <p role={said.kind} className={said.kind === 'alert' ? 'form-error' : 'form-done'}>
          {said.text}
        </p>
      )}
    </section>
  )
}
