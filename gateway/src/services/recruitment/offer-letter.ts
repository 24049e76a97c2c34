import PDFDocument from 'pdfkit'
import type { Lang } from '../../core/lang'
import type { PdfFont } from '../../core/pdf-font'

export interface LetterFacts {
  company: string
  candidate: string
  position: string
  unit: string
  salary: string
  startDate: string
  issued: string
}

/** The letter's paragraphs in the reader's language. */
export function letterLines(lang: Lang, f: LetterFacts): { title: string; lines: string[] } {
  if (lang === 'en') {
    return {
      title: `Offer of employment · ${f.company}`,
      lines: [
        `Dear ${f.candidate},`,
        `We are pleased to offer you the position of ${f.position} in ${f.unit} at ${f.company}.`,
        `Monthly salary (before tax): ${f.salary}`,
        `Start date: ${f.startDate}`,
        'Please bring your identity card and the documents HR asks for on your first day.',
        `${f.company} · ${f.issued}`,
      ],
    }
  }
  return {
    title: `录用通知书 · ${f.company}`,
    lines: [
      `${f.candidate}：`,
      `我们很高兴通知您，${f.company}决定录用您担任${f.unit}的${f.position}一职。`,
      `月薪（税前）：${f.salary} 元`,
      `入职日期：${f.startDate}`,
      '请于入职当日携带身份证及人事部门要求的材料报到。',
      `${f.company} · ${f.issued}`,
    ],
  }
}

/** The offer letter as an A4 PDF drawn with the CJK font. */
export function offerLetterPdf(lang: Lang, facts: LetterFacts, font: PdfFont): Promise<Buffer> {
  const { title, lines } = letterLines(lang, facts)
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: title, Author: facts.company } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('cjk', font.data, font.face)
  doc.font('cjk').fontSize(20).fillColor('#111').text(title)
  doc.moveDown(1.2).fontSize(12).fillColor('#222')
  for (const line of lines) doc.text(line).moveDown(0.6)
  doc.end()
  return done
}
