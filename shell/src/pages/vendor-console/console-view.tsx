import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { consoleApi } from './console-api'
import { ConsoleSection, ConsoleTable, useTopicName, useWhen } from './console-parts'
import { useConsoleLoad } from './use-console-load'

type DeliveryStatus = 'pending' | 'delivered' | 'failed'
const STATUSES: DeliveryStatus[] = ['pending', 'delivered', 'failed']
const PERIODS = [7, 30, 90] as const

/** The signed-in vendor's console: its apps' installs, webhook deliveries, API calls and deletion requests. */
export function ConsoleView({ onSessionEnded }: { onSessionEnded: () => void }) {
  const t = useT()
  const language = useStore($language)
  const when = useWhen()
  const topicName = useTopicName()
  const [status, setStatus] = useState<DeliveryStatus | ''>('')
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7)
  const [overview, reloadOverview] = useConsoleLoad(() => consoleApi.view.overview(), 'overview', onSessionEnded)
  const [deliveries, reloadDeliveries] = useConsoleLoad(
    () => consoleApi.view.deliveries(status ? { status } : {}),
    status,
    onSessionEnded,
  )
  const [calls, reloadCalls] = useConsoleLoad(() => consoleApi.view.calls({ days }), String(days), onSessionEnded)
  const col = (key: string) => t(`vendorConsole.col.${key}`)

  return (
    <main className="vendor-console-main vendor-console-view">
      <h1>{t('vendorConsole.title')}</h1>
      {overview.state === 'ready' && (
        <p className="vendor-console-who" data-testid="vendor-console-who">
          {t('vendorConsole.signedInAs', { name: overview.value.name })} · {t('vendorConsole.origins')}:{' '}
          {overview.value.origins.map((origin) => (
            <code key={origin}>{origin} </code>
          ))}
        </p>
      )}

      <ConsoleSection
        id="vendor-console-installs"
        title={t('vendorConsole.installs')}
        loaded={overview}
        reload={reloadOverview}
        empty={t('vendorConsole.installsNone')}
        isEmpty={(value) => !value.installs.length}
      >
        {(value) => (
          <ConsoleTable
            label={t('vendorConsole.installs')}
            head={['tenant', 'app', 'version', 'status', 'installedAt', 'updatedAt', 'scopes'].map(col)}
          >
            {value.installs.map((row) => (
              <tr key={`${row.tenant}/${row.code}`}>
                <td>{row.tenant}</td>
                <td>{language === 'en' ? row.title.en : row.title.zh}</td>
                <td>{row.version}</td>
                <td>{t(`vendorConsole.installStatus.${row.status}`)}</td>
                <td>{when(row.installedAt)}</td>
                <td>{when(row.updatedAt)}</td>
                <td>
                  {row.scopes.length
                    ? row.scopes.map((scope) => <code key={scope}>{scope} </code>)
                    : t('vendorConsole.noScopes')}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>

      <ConsoleSection
        id="vendor-console-deliveries"
        title={t('vendorConsole.deliveries')}
        loaded={deliveries}
        reload={reloadDeliveries}
        empty={t('vendorConsole.deliveriesNone')}
        isEmpty={(value) => !value.rows.length}
        tools={
          <label className="vendor-console-filter">
            {t('vendorConsole.statusFilter')}{' '}
            <select value={status} onChange={(e) => setStatus(e.target.value as DeliveryStatus | '')}>
              <option value="">{t('vendorConsole.allStatuses')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`vendorConsole.deliveryStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {(value) => (
          <ConsoleTable
            label={t('vendorConsole.deliveries')}
            head={['time', 'tenant', 'app', 'topic', 'status', 'tries', 'lastError'].map(col)}
          >
            {value.rows.map((row) => (
              <tr key={row.id}>
                <td>{when(row.createdAt)}</td>
                <td>{row.tenant}</td>
                <td>{row.code}</td>
                <td>{topicName(row.topic)}</td>
                <td data-status={row.status}>{t(`vendorConsole.deliveryStatus.${row.status}`)}</td>
                <td>{row.attempts}</td>
                <td>{row.lastError ?? ''}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>

      <ConsoleSection
        id="vendor-console-calls"
        title={t('vendorConsole.calls')}
        loaded={calls}
        reload={reloadCalls}
        empty={t('vendorConsole.callsNone')}
        isEmpty={(value) => !value.days.length}
        tools={
          <label className="vendor-console-filter">
            {t('vendorConsole.period')}{' '}
            <select value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof PERIODS)[number])}>
              {PERIODS.map((n) => (
                <option key={n} value={n}>
                  {t(`vendorConsole.days${n}`)}
                </option>
              ))}
            </select>
          </label>
        }
      >
        {(value) => (
          <>
            <ConsoleTable
              label={t('vendorConsole.calls')}
              head={['day', 'tenant', 'app', 'callCount', 'errorCount'].map(col)}
            >
              {value.days.map((row) => (
                <tr key={`${row.day}/${row.tenant}/${row.code}`}>
                  <td>{row.day}</td>
                  <td>{row.tenant}</td>
                  <td>{row.code}</td>
                  <td>{row.calls}</td>
                  <td>{row.errors}</td>
                </tr>
              ))}
            </ConsoleTable>
            <h3>{t('vendorConsole.latestErrors')}</h3>
            {value.errors.length ? (
              <ConsoleTable
                label={t('vendorConsole.latestErrors')}
                head={['time', 'tenant', 'app', 'route', 'reason'].map(col)}
              >
                {value.errors.map((row) => (
                  <tr key={`${row.at}/${row.tenant}/${row.code}/${row.method}`}>
                    <td>{when(row.at)}</td>
                    <td>{row.tenant}</td>
                    <td>{row.code}</td>
                    <td>
                      <code>{row.method}</code>
                    </td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </ConsoleTable>
            ) : (
              <p className="vendor-console-empty">{t('vendorConsole.errorsNone')}</p>
            )}
          </>
        )}
      </ConsoleSection>

      <ConsoleSection
        id="vendor-console-deletions"
        title={t('vendorConsole.deletions')}
        loaded={overview}
        reload={reloadOverview}
        empty={t('vendorConsole.deletionsNone')}
        isEmpty={(value) => !value.deletions.length}
      >
        {(value) => (
          <ConsoleTable
            label={t('vendorConsole.deletions')}
            head={['tenant', 'app', 'requestedAt', 'deadlineAt', 'confirmed'].map(col)}
          >
            {value.deletions.map((row) => (
              <tr key={row.id}>
                <td>{row.tenant}</td>
                <td>{row.code}</td>
                <td>{when(row.requestedAt)}</td>
                <td>{when(row.deadlineAt)}</td>
                <td>{row.confirmedAt === null ? t('vendorConsole.notConfirmed') : when(row.confirmedAt)}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>
    </main>
  )
}
