import type { Config } from '../config'
import { startMessaging } from './messaging'
import type { OidcSettings } from './oidc/oidc-settings'
import { startOidc } from './oidc/start-oidc'
import type { MessagingPlatforms } from './messaging/types'
import type { Mailer } from './mail/mailer'
import { startMail } from './mail/start-mail'
import { startOutbox, type DevOutbox } from './outbox'
import { startOldProduct, type OldProductLink } from './old-product/start-old-product'
import type { SmsProvider } from './sms/sms-provider'
import { startFileStorage, type FileStorage } from './object-store/start-object-store'
import { startSms } from './sms/start-sms'
import { startVendorSamples } from './vendor-samples/start-vendor-samples'

/**
 * The outside services the gateway talks to (mail, SMS, enterprise messaging platforms, the
 * OpenID provider …), one field each. Production points them at real services by environment
 * variables (docs/operations.md, "Configuration"); `npm start` (demo mode) and the tests, when a service is
 * not configured, start a local stand-in for it on loopback that speaks the same protocol, and
 * stop it with the product.
 */
export interface Integrations {
  /** Local stand-ins started for this product, by name, with their base URL (printed by `npm start`). */
  devServices: Record<string, string>
  /** Mails and text messages the local stand-ins received (the dev outbox page); null in production. */
  outbox: DevOutbox | null
  /** E-mail over SMTP (SMTP_URL, MAIL_FROM), or the local mail catcher. */
  mail: Mailer
  /** Text messages by the HTTP webhook (SMS_WEBHOOK_URL, SMS_WEBHOOK_SECRET), or the dev outbox. */
  sms: SmsProvider
  /** Enterprise messaging login: WeCom, DingTalk, Feishu connectors and the auto-login secret (messaging/). */
  messaging: MessagingPlatforms
  /** The OpenID provider for single sign-on (OIDC_ISSUER …), or the local provider (oidc/). */
  oidc: OidcSettings
  /** The older product's signed hand-off (OLD_PRODUCT_SECRET) for oldlcLogin (old-product/). */
  oldProduct: OldProductLink
  /** The file centre's object store (local disk, or S3 by OBJECT_STORE_*) and signed-link settings (object-store/). */
  files: FileStorage
  /** The sample vendor apps running beside the demo, by name, with their origin (manifest at `<url>/manifest.json`); empty in production. */
  vendorSamples: Record<string, string>
}

export interface RunningIntegrations {
  integrations: Integrations
  close(): Promise<void>
}

/** A part of startIntegrations: what it adds to Integrations and how to stop what it started. */
export interface IntegrationPart<K extends keyof Integrations> {
  key: K
  value: Integrations[K]
  /** Name and URL of the local stand-in it started, if any (a list when it started several). */
  devService?: { name: string; url: string } | Array<{ name: string; url: string }>
  close?: () => Promise<void>
}

/** Starts every integration from the configuration (and the environment each part reads). */
export async function startIntegrations(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): Promise<RunningIntegrations> {
  const closers: Array<() => Promise<void>> = []
  const devServices: Record<string, string> = {}
  const integrations = { devServices } as Integrations
  const add = <K extends keyof Integrations>(part: IntegrationPart<K>) => {
    integrations[part.key] = part.value
    for (const service of [part.devService ?? []].flat()) devServices[service.name] = service.url
    if (part.close) closers.push(part.close)
  }
  const close = async () => {
    await Promise.all(closers.reverse().map((stop) => stop().catch(() => undefined)))
  }
  try {
    // Each integration adds itself here: add(await startMail(config, env)) …
    add(startOutbox(config, env))
    add(await startMail(config, env, integrations.outbox))
    add(await startSms(config, env, integrations.outbox))
    add(await startMessaging(config, env))
    add(await startOidc(config, env))
    add(await startOldProduct(config, env))
    add(await startFileStorage(config, env))
    add(await startVendorSamples(config))
    void add
    void env
    void config
  } catch (error) {
    await close()
    throw error
  }
  return { integrations, close }
}
