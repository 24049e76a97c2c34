import type { GatewayContext } from '../../../core/context'
import type { Lang } from '../../../core/lang'
import { certificateRow } from '../certificates/requests'
import { leavingError } from './errors'
import type { LeavingCaseTable } from './tables'

const MAIL = {
  zh: {
    subject: '{company}：您的解除（终止）劳动合同证明',
    text: '{name}，您好：\n\n附件是{company}为您出具的解除（终止）劳动合同证明（PDF），最后工作日 {lastDay}。证明上的验证码可在证明所写的核验地址查验。\n\n此邮件由系统发送，请勿直接回复。',
  },
  en: {
    subject: '{company}: your termination certificate',
    text: 'Dear {name},\n\nAttached is the termination certificate (PDF) {company} issued to you; your last day was {lastDay}. Its verification code can be checked at the address the certificate states.\n\nThis mail was sent automatically; please do not reply to it.',
  },
} as const

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

/** The file name the PDF is attached and downloaded under. */
export const certificateFilename = (row: LeavingCaseTable) => `termination-certificate-${row.id.slice(0, 8)}.pdf`

/**
 * Sends the case's issued termination certificate to the e-mail address on the leaver's record (their account may be
 * closed already), in the certificate's language with the PDF attached, and keeps on the case when and to which
 * address. Refuses a case whose certificate is not issued (wrongStep), a record without an address (noEmail), a mail
 * the server did not take (mailFailed). Sending again later is allowed (a new address, a lost mail).
 */
export async function sendTermination(ctx: GatewayContext, row: LeavingCaseTable, lang: Lang): Promise<void> {
  const certificate = row.certificate_id ? await certificateRow(ctx.db, row.tenant_id, row.certificate_id) : undefined
  if (certificate?.status !== 'issued') throw leavingError(lang, 'wrongStep')
  const person = await ctx.db
    .selectFrom('employee')
    .select(['name', 'email'])
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.employee_id)
    .executeTakeFirst()
  if (!person) throw leavingError(lang, 'notFound')
  const to = person.email.trim()
  if (!to) throw leavingError(lang, 'noEmail', { name: person.name })
  const tenant = await ctx.db.selectFrom('tenant').select('name').where('id', '=', row.tenant_id).executeTakeFirst()
  const values = { company: tenant?.name ?? '', name: person.name, lastDay: row.last_day }
  const words = MAIL[certificate.lang === 'en' ? 'en' : 'zh']
  try {
    await ctx.integrations.mail.send({
      to,
      subject: fill(words.subject, values),
      text: fill(words.text, values),
      attachments: [
        {
          filename: certificateFilename(row),
          content: Buffer.from(certificate.pdf, 'base64'),
          contentType: 'application/pdf',
        },
      ],
    })
  } catch (error) {
    console.warn('termination certificate not sent', { tenantId: row.tenant_id, caseId: row.id, error: String(error) })
    throw leavingError(lang, 'mailFailed')
  }
  await ctx.db
    .updateTable('leaving_case')
    .set({ certificate_sent_at: ctx.now(), certificate_sent_to: to })
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .execute()
}
