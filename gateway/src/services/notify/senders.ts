import type { GatewayContext } from '../../core/context'
import { messageSenderFor, MessageRefused } from '../../integrations/messaging/messages'
import { MessagingError, type Platform } from '../../integrations/messaging/types'
import { portalLink, publishNotice } from '../message'
import { attachmentsOf } from './attachments'
import type { Delivery } from './outbox-store'
import { platformSettingsFor } from './platform-settings'
import { word } from './texts'
import type { Lang } from '../../core/lang'

/** How a try ended when it did not send: again later, or never (the reason as `key|detail`, texts.ts error.*). */
export class DeliveryFailure extends Error {
  constructor(
    readonly reason: string,
    readonly final: boolean,
  ) {
    super(reason)
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The e-mail of a delivery: the text, the link and a footer; the HTML part shows the link as a button. */
export function mailOf(row: Delivery, url: string) {
  const lang = row.lang as Lang
  const text = `${row.body}\n\n${word(lang, 'openInPortal')}\n${url}\n\n--\n${word(lang, 'footer')}`
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><body style="font-family:system-ui,sans-serif;color:#1f2329;line-height:1.6">
<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(row.subject)}</h2>
${row.body
  .split('\n')
  .map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`)
  .join('')}
<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#3370ff;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(word(lang, 'button'))}</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#646a73">${escapeHtml(word(lang, 'footer'))}</p>
</body></html>`
  return { text, html }
}

/** The Message-ID of a delivery's e-mail: derived from the row, so every try of it carries the same one. */
export const messageIdOf = (row: Delivery, host: string) => `<notify-${row.tenant_id}-${row.id}@${host}>`

/** Sends one delivery by its channel; throws DeliveryFailure. */
export async function sendDelivery(ctx: GatewayContext, row: Delivery): Promise<void> {
  const url = `${ctx.config.shellOrigin}${row.link}`
  if (row.channel === 'portal') {
    await publishNotice(ctx.db, {
      tenantId: row.tenant_id,
      channel: 'app',
      title: row.subject.slice(0, 200),
      body: row.body,
      link: portalLink(row.link),
      mustRead: false,
      countdownSeconds: 0,
      publisherId: row.user_id,
      publisherName: '',
      audience: { type: 'users', ids: [row.user_id] },
      sourceApp: 'notify',
      now: ctx.now(),
    })
    return
  }
  if (row.channel === 'email') {
    const { text, html } = mailOf(row, url)
    const attachments = await attachmentsOf(ctx.db, row.tenant_id, row.attachment_id)
    try {
      await ctx.integrations.mail.send({
        to: row.destination,
        subject: row.subject,
        text,
        html,
        messageId: messageIdOf(row, new URL(ctx.config.shellOrigin).hostname),
        ...(attachments.length ? { attachments } : {}),
      })
    } catch (error) {
      throw new DeliveryFailure(`mail|${error instanceof Error ? error.message : String(error)}`, false)
    }
    return
  }
  const settings = await platformSettingsFor(ctx, row.tenant_id, row.channel as Platform)
  if (!settings) throw new DeliveryFailure('notConnected|', true)
  try {
    await messageSenderFor(settings).send({
      userId: row.destination,
      title: row.subject,
      text: row.body,
      url,
      button: word(row.lang as Lang, 'button'),
      idempotencyKey: `${row.tenant_id}-${row.id}`,
    })
  } catch (error) {
    if (error instanceof MessageRefused) throw new DeliveryFailure(`unknownUser|${error.message}`, true)
    if (error instanceof MessagingError && error.kind === 'timeout')
      throw new DeliveryFailure(`timeout|${error.message}`, false)
    throw new DeliveryFailure(`platform|${error instanceof Error ? error.message : String(error)}`, false)
  }
}
