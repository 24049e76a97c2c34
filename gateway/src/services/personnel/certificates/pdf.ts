import PDFDocument from 'pdfkit'
import type { Lang } from '../../../core/lang'
import type { PdfFont } from '../../../core/pdf-font'
import { qrPng } from './qr-image'

export interface CertificatePage {
  title: string
  body: string
  company: string
  issueDate: string
  code: string
  verifyUrl: string
}

const WORDS = {
  zh: { issued: '开具日期', code: '验证码', verify: '核验地址' },
  en: { issued: 'Issued on', code: 'Verification code', verify: 'Verify at' },
} as const

/** Every line the PDF draws (also for checking the font has each glyph). */
export function certificatePageLines(lang: Lang, page: CertificatePage): string[] {
  const w = WORDS[lang]
  return [
    page.title,
    ...page.body.split('\n'),
    page.company,
    `${w.issued}: ${page.issueDate}`,
    `${w.code}: ${page.code}`,
    `${w.verify}: ${page.verifyUrl}`,
  ]
}

/**
 * A one-page A4 certificate: the title, the body's paragraphs, the company and date, the code and where to verify it,
 * and beside them the QR code of that address (a phone opens the verification page by scanning it).
 */
export function certificatePagePdf(lang: Lang, page: CertificatePage, font: PdfFont): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 72, info: { Title: page.title, Author: page.company } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('cjk', font.data, font.face)
  doc.font('cjk')
  const width = doc.page.width - 144
  const [title, ...rest] = certificatePageLines(lang, page)
  const paragraphs = rest.slice(0, -4)
  const [company, issued, code, verify] = rest.slice(-4)
  doc.fontSize(24).fillColor('#111').text(title, 72, 100, { width, align: 'center' })
  doc.moveDown(1.5).fontSize(13).fillColor('#222')
  for (const paragraph of paragraphs) doc.text(paragraph, { width, lineGap: 6, paragraphGap: 10 })
  doc.moveDown(3).fontSize(13).text(company, { width, align: 'right' })
  doc.moveDown(0.3).text(issued, { width, align: 'right' })
  const bottom = doc.page.height - 72 - 40
  // The QR code of the verification address at the bottom right, its foot level with the address line's.
  const qrSide = 84
  doc.image(qrPng(page.verifyUrl), 72 + width - qrSide, bottom - qrSide + 28, { width: qrSide, height: qrSide })
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(code, 72, bottom, { width: width - qrSide - 12, lineBreak: false })
  doc.text(verify, 72, bottom + 16, { width: width - qrSide - 12, lineBreak: false })
  doc.end()
  return done
}
