import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import { GatewayError } from '../../../core/errors'
import { pdfFont } from '../../../core/pdf-font'
import { isoDay, loadRecord } from '../records/record-row'
import type { CertificateTable } from '../tables'
import { certificateError } from './errors'
import { publishedIncome } from '../../payroll'
import { certificateValues } from './facts'
import { certificatePageLines, certificatePagePdf } from './pdf'
import { fill, templateOf } from './templates'

/** The SHA-256 (hex) a verification code is stored and looked up by. */
export const codeHash = (code: string): string => createHash('sha256').update(code.trim().toUpperCase()).digest('hex')

/** A fresh verification code: 128 random bits as 32 hex digits in groups of four. */
export const newCode = (): string => randomBytes(16).toString('hex').toUpperCase().match(/.{4}/g)!.join('-')

/** The day an instant falls on, in China (the certificate's issue date). */
const chinaDay = (ms: number): string => isoDay(ms + 8 * 3_600_000)!

/**
 * Issues a certificate: its text from the tenant's template and the person's record (and published pay), a new
 * verification code of which only the hash is kept, and the PDF naming the code and the page that verifies it.
 * Refuses (GatewayError) when the record is gone, no pay is published for an income certificate or no font fits.
 */
export async function issueCertificate(
  db: Db,
  row: CertificateTable,
  now: number,
  /** Further placeholder values the kind offers (a termination certificate's last day, basis and service). */
  extra: Record<string, string> = {},
): Promise<Pick<CertificateTable, 'status' | 'code_hash' | 'title' | 'body' | 'pdf' | 'issued_at'>> {
  const lang = row.lang
  const record = await loadRecord(db, row.tenant_id, row.employee_id)
  if (!record) throw certificateError(lang, 'notFound')
  const tenant = await db.selectFrom('tenant').select('name').where('id', '=', row.tenant_id).executeTakeFirst()
  const income =
    row.kind === 'income' ? await publishedIncome(db, row.tenant_id, row.employee_id, row.months) : undefined
  if (row.kind === 'income' && !income) throw certificateError(lang, 'noIncome')
  const issueDate = chinaDay(now)
  const values = { ...certificateValues(record, tenant?.name ?? '', issueDate, income), ...extra }
  const template = await templateOf(db, row.tenant_id, row.kind)
  const title = fill(lang === 'en' ? template.title_en : template.title_zh, values)
  const body = fill(lang === 'en' ? template.body_en : template.body_zh, values)
  const code = newCode()
  const page = {
    title,
    body,
    company: values.company,
    issueDate,
    code,
    verifyUrl: `${row.verify_origin}/verify/${code}`,
  }
  const font = pdfFont()
  if (!font || font.covers(certificatePageLines(lang, page).join('')).length > 0) throw certificateError(lang, 'noFont')
  const pdf = await certificatePagePdf(lang, page, font)
  return { status: 'issued', code_hash: codeHash(code), title, body, pdf: pdf.toString('base64'), issued_at: now }
}

/** Issues the certificate and stores it; a refusal marks it failed (the decision stands, the person may ask again). */
export async function issueAndStore(db: Db, row: CertificateTable, now: number): Promise<void> {
  let changes: Partial<CertificateTable>
  try {
    changes = await issueCertificate(db, row, now)
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    changes = { status: 'failed' }
  }
  await db
    .updateTable('certificate')
    .set(changes)
    .where('tenant_id', '=', row.tenant_id)
    .where('id', '=', row.id)
    .execute()
}
