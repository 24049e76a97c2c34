import PDFDocument from 'pdfkit'
import type { Lang } from '../../../core/lang'
import type { PdfFont } from '../../../core/pdf-font'
import { trainingWord } from '../texts'

export interface CertificateFacts {
  title: string
  name: string
  jobNumber: string
  score: number
  total: number
  passMark: number
  date: string
  company: string
}

/** Every line a certificate draws, in the reader's language (also for checking the font has each glyph). */
export function certificateLines(lang: Lang, facts: CertificateFacts): string[] {
  return [
    facts.company,
    trainingWord(lang, 'certificate'),
    trainingWord(lang, 'certifies', { name: facts.name, jobNumber: facts.jobNumber }),
    facts.title,
    trainingWord(lang, 'scoreLine', { score: facts.score, total: facts.total, pass: facts.passMark }),
    trainingWord(lang, 'dateLine', { date: facts.date }),
  ]
}

/** A one-page A4 landscape certificate of a passed exam, in the reader's language. */
export function certificatePdf(lang: Lang, facts: CertificateFacts, font: PdfFont): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `${trainingWord(lang, 'certificate')} ${facts.title}`, Author: facts.company },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('cjk', font.data, font.face)
  doc.font('cjk')
  const [company, heading, certifies, title, score, date] = certificateLines(lang, facts)
  const width = doc.page.width - 120
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(3)
    .strokeColor('#8a6d1d')
    .stroke()
  doc.fontSize(14).fillColor('#555').text(company, 60, 80, { width, align: 'center' })
  doc.moveDown(1).fontSize(34).fillColor('#111').text(heading, { width, align: 'center' })
  doc.moveDown(1.2).fontSize(16).fillColor('#222').text(certifies, { width, align: 'center' })
  doc.moveDown(0.6).fontSize(24).fillColor('#111').text(title, { width, align: 'center' })
  doc.moveDown(1.2).fontSize(14).fillColor('#333').text(score, { width, align: 'center' })
  doc.moveDown(0.4).text(date, { width, align: 'center' })
  doc.end()
  return done
}
