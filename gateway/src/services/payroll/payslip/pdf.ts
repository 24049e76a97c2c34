import PDFDocument from 'pdfkit'
import type { Lang } from '../../../core/lang'
import type { Payslip } from './lines'
import { groupedAmount, Money } from '../../../core/money'
import type { PdfFont } from '../../../core/pdf-font'
import { insuranceName, say } from './texts'

/** One block of the payslip: a heading and label–value rows. */
interface Section {
  heading: string
  rows: Array<[string, string]>
}

/** Hours of whole minutes, exact to two places and without trailing zeros ('1.5', '0.33'). */
const hoursOf = (minutes: number): string => new Money(minutes).dividedBy(60).toDecimalPlaces(2).toString()

/** The payslip's content, in the reader's language, as the page shows it. */
export function payslipSections(lang: Lang, slip: Payslip): Section[] {
  const name = (item: { nameZh: string; nameEn: string }) => (lang === 'en' ? item.nameEn : item.nameZh)
  const { detail } = slip
  const sections: Section[] = [
    {
      heading: say(lang, 'earnings'),
      rows: detail.items.filter((i) => i.kind === 'earning').map((i) => [name(i), groupedAmount(i.amount)]),
    },
    {
      heading: say(lang, 'deductions'),
      rows: detail.items.filter((i) => i.kind === 'deduction').map((i) => [name(i), groupedAmount(i.amount)]),
    },
    {
      heading: say(lang, 'insurance'),
      rows: detail.insurance.map((i) => [
        `${insuranceName(lang, i.kind)} (${say(lang, 'base')} ${groupedAmount(i.base)})`,
        groupedAmount(i.employee),
      ]),
    },
  ]
  const totals: Array<[string, string]> = [
    [say(lang, 'gross'), groupedAmount(slip.gross)],
    [say(lang, 'otherDeductions'), groupedAmount(slip.deductions)],
    [say(lang, 'social'), groupedAmount(slip.social)],
    [say(lang, 'tax'), groupedAmount(slip.tax)],
  ]
  if (detail.tax?.bonus) totals.push([say(lang, 'bonusTax'), groupedAmount(detail.tax.bonus.tax)])
  totals.push([say(lang, 'net'), groupedAmount(slip.net)])
  sections.push({ heading: say(lang, 'net'), rows: totals })
  const a = detail.attendance
  if (a) {
    sections.push({
      heading: say(lang, 'attendance'),
      rows: [
        ['daysDue', a.daysDue],
        ['daysWorked', a.daysWorked],
        ['unpaidLeaveDays', a.unpaidLeaveDays],
        ['absentDays', a.absentDays],
        ['lateCount', a.lateCount],
        ['overtimeHours', a.overtimeHours],
        // The overtime paid by the class of the day worked, in hours (lines calculated before classes were kept: none).
        ...(a.overtimeMinutes
          ? [
              ['overtimeWorkday', hoursOf(a.overtimeMinutes.workday)],
              ['overtimeRestDay', hoursOf(a.overtimeMinutes.restDay)],
              ['overtimeStatutory', hoursOf(a.overtimeMinutes.statutory)],
            ]
          : []),
      ].map(([word, value]) => [say(lang, word as 'daysDue'), String(value)]),
    })
  }
  return sections.filter((section) => section.rows.length > 0)
}

/** The title and the line naming the person. */
function headLines(lang: Lang, slip: Payslip, person: { name: string; jobNumber: string }): [string, string] {
  return [
    `${say(lang, 'title')} · ${slip.month}`,
    `${say(lang, 'employee')}: ${person.name}    ${say(lang, 'jobNumber')}: ${person.jobNumber}    ${say(lang, 'month')}: ${slip.month}`,
  ]
}

/** Every text a payslip PDF draws, for checking the font has each glyph before drawing. */
export function pdfTexts(
  lang: Lang,
  slip: Payslip,
  person: { name: string; jobNumber: string },
  issued: string,
): string[] {
  return [
    ...headLines(lang, slip, person),
    issued,
    ...payslipSections(lang, slip).flatMap((section) => [section.heading, ...section.rows.flat()]),
  ]
}

/** The payslip as an A4 PDF in the reader's language, with the person's name and job number as a faint watermark. */
export function payslipPdf(
  lang: Lang,
  slip: Payslip,
  person: { name: string; jobNumber: string },
  issued: string,
  font: PdfFont,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    bufferPages: true,
    info: { Title: `${say(lang, 'title')} ${slip.month}`, Author: '' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('cjk', font.data, font.face)
  doc.font('cjk')
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  const [title, who] = headLines(lang, slip, person)
  doc.fontSize(20).fillColor('#111').text(title, left, doc.y)
  doc.moveDown(0.3).fontSize(11).fillColor('#444').text(who)
  doc.moveDown(0.8)
  for (const section of payslipSections(lang, slip)) {
    if (doc.y > doc.page.height - 140) doc.addPage()
    doc.fontSize(13).fillColor('#111').text(section.heading, left, doc.y)
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#bbb')
      .stroke()
    doc.moveDown(0.4).fontSize(11).fillColor('#222')
    for (const [label, value] of section.rows) {
      const y = doc.y
      doc.text(label, left, y, { width: width * 0.7 })
      doc.text(value, left + width * 0.7, y, { width: width * 0.3, align: 'right' })
      doc.moveDown(0.2)
    }
    doc.moveDown(0.6)
  }
  doc
    .fontSize(9)
    .fillColor('#777')
    .text(issued, left, doc.y + 8, { width })
  const range = doc.bufferedPageRange()
  for (let page = range.start; page < range.start + range.count; page++)
    watermark(doc, page, `${person.name} ${person.jobNumber}`)
  doc.end()
  return done
}

function watermark(doc: PDFKit.PDFDocument, page: number, text: string): void {
  doc.switchToPage(page)
  doc.save().fontSize(16).fillColor('#888').fillOpacity(0.12)
  // Kept above the bottom margin: text below it would start a new page.
  for (let y = 80; y < doc.page.height - doc.page.margins.bottom - 30; y += 160) {
    for (let x = 20; x < doc.page.width; x += 220) {
      doc
        .save()
        .rotate(-20, { origin: [x, y] })
        .text(text, x, y, { lineBreak: false })
        .restore()
    }
  }
  doc.restore()
}
