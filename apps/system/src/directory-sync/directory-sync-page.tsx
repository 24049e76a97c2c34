import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { RequestError, useT } from '@hr-portal/kit'
import { ConnectorForm } from './connector-form'
import { checkOldData, dryRun, loadConnector, PLATFORMS, syncOldData, type Platform } from './dirsync-api'
import { InstalledApps } from './installed-apps'
import { QrAuthorise } from './qr-authorise'
import { RemovalLimitForm } from './removal-limit-form'
import { SyncLog } from './sync-log'
import './directory-sync.css'

/**
 * Directory sync (menu 1009): per messaging platform, the connector's settings with Test connection and Save (for
 * WeCom also authorising the portal's app by QR code), the offboarding limit that makes a sync wait for confirmation, the installed apps, the field rules, Sync now (the plan of changes first, then Save or Cancel) with its progress, and
 * the log with Retry failed.
 */
export function DirectorySyncPage() {
  const t = useT()
  const allowed = usePermission('1009')
  const canManage = usePermission('100901') === true
  const [source, setSource] = useState<Platform | 'old-product'>('wecom')
  const platform: Platform = source === 'old-product' ? 'wecom' : source
  const [version, setVersion] = useState(0)
  const connector = useRequest(() => loadConnector(platform), [platform, version])

  if (allowed === false)
    return (
      <p role="alert" className="role-error">
        {t('ds.noPermission')}
      </p>
    )
  if (allowed === null) return null
  const configured = Boolean(connector.data?.connector)
  return (
    <div className="settings ds-page">
      <header className="page-head">
        <h1>{t('ds.title')}</h1>
      </header>
      <div className="ds-body">
        <fieldset className="ds-platforms">
          <legend>{t('ds.platform')}</legend>
          {[...PLATFORMS, 'old-product' as const].map((p) => (
            <label key={p} className={p === source ? 'ds-platform ds-platform-on' : 'ds-platform'}>
              <input
                type="radio"
                name="ds-platform"
                value={p}
                checked={p === source}
                onChange={() => setSource(p)}
                data-testid={`ds-platform-${p}`}
              />
              {t(`ds.platformName.${p}`)}
            </label>
          ))}
        </fieldset>
        {source === 'old-product' && (
          <>
            <section className="ds-section" aria-labelledby="ds-old-title">
              <h2 id="ds-old-title">{t('ds.platformName.old-product')}</h2>
              <p className="profile-hint">{t('ds.oldHint')}</p>
            </section>
            <SyncLog
              key="log-old"
              platform="old-product"
              canManage={canManage}
              configured
              plan={checkOldData}
              start={syncOldData}
              startLabel="ds.oldSync"
            />
          </>
        )}
        <RemovalLimitForm canManage={canManage} />
        {source !== 'old-product' && <RequestError error={connector.error} retry={connector.retry} />}
        {source !== 'old-product' && connector.data && (
          <>
            <section className="ds-section" aria-labelledby={`ds-${platform}-state`}>
              <h2 id={`ds-${platform}-state`}>{t(`ds.platformName.${platform}`)}</h2>
              <p className="profile-hint">
                {configured
                  ? t(connector.data.connector?.authMode === 'suite' ? 'ds.configuredSuite' : 'ds.configured')
                  : t('ds.notConfigured')}
              </p>
              <ConnectorForm
                key={platform}
                platform={platform}
                connector={connector.data.connector}
                callbackUrl={connector.data.callbackUrl}
                canManage={canManage}
                onSaved={() => setVersion((v) => v + 1)}
              />
            </section>
            {platform === 'wecom' && canManage && <QrAuthorise onAuthorised={() => setVersion((v) => v + 1)} />}
            {configured && <InstalledApps platform={platform} version={version} />}
            <SyncLog
              key={`log-${platform}`}
              platform={platform}
              canManage={canManage}
              configured={configured}
              plan={() => dryRun(platform)}
            />
          </>
        )}
      </div>
    </div>
  )
}
