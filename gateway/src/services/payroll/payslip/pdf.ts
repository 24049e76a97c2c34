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
  const bonus = detail.tax?.bonus
  // A bonus added to the wages (one was taxed on its own earlier this year) has no tax of its own: the note says why.
  if (bonus?.separateIn)
    totals.push([say(lang, 'bonusAdded', { month: bonus.separateIn }), groupedAmount(bonus.amount)])
  else if (bonus) totals.push([say(lang, 'bonusTax'), groupedAmount(bonus.tax)])
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

/** Sizes of the page in points: small enough that a payslip of some forty rows fits one A4 page. */
const MARGIN = 40
const ROW = 14
const ROW_FONT = 9.5
const HEADING_FONT = 11

/** `text` cut with an ellipsis to fit `width` at the current font size. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  let cut = text
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** `text` in lines that each fit `width` at the current font size, broken at a space where there is one. */
function wrapped(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = []
  let rest = text
  while (doc.widthOfString(rest) > width && rest.length > 1) {
    let end = 1
    while (end < rest.length && doc.widthOfString(rest.slice(0, end + 1)) <= width) end += 1
    const space = rest.lastIndexOf(' ', end)
    const cut = space > 0 ? space : end
    lines.push(rest.slice(0, cut).trimEnd())
    rest = rest.slice(cut).trimStart()
  }
  return [...lines, rest]
}

/**
 * The payslip as an A4 PDF in the reader's language, with the person's name and job number as a faint watermark.
 * Every line is placed by hand (no automatic wrapping), so a page is added only when the rows outgrow the page.
 */
export function payslipPdf(
  lang: Lang,
  slip: Payslip,
  person: { name: string; jobNumber: string },
  issued: string,
  font: PdfFont,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
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
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  const bottom = doc.page.height - MARGIN
  const line = (text: string, x: number, y: number) => doc.text(text, x, y, { lineBreak: false })

  const [title, who] = headLines(lang, slip, person)
  let y = MARGIN
  doc.fontSize(16).fillColor('#111')
  line(fitted(doc, title, width), left, y)
  y += 24
  doc.fontSize(ROW_FONT).fillColor('#444')
  line(fitted(doc, who, width), left, y)
  y += ROW + 8
  for (const section of payslipSections(lang, slip)) {
    if (y + 2 * ROW + 8 > bottom) {
      doc.addPage()
      y = MARGIN
    }
    doc.fontSize(HEADING_FONT).fillColor('#111')
    line(fitted(doc, section.heading, width), left, y)
    y += ROW + 2
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#bbb')
      .stroke()
    y += 4
    doc.fontSize(ROW_FONT).fillColor('#222')
    for (const [label, value] of section.rows) {
      const labels = wrapped(doc, label, width * 0.68)
      if (y + labels.length * ROW > bottom) {
        doc.addPage()
        y = MARGIN
        doc.fontSize(ROW_FONT).fillColor('#222')
      }
      const shown = fitted(doc, value, width * 0.3)
      line(shown, left + width - doc.widthOfString(shown), y)
      for (const part of labels) {
        line(part, left, y)
        y += ROW
      }
    }
    y += 8
  }
  doc.fontSize(8).fillColor('#777')
  if (y + ROW > bottom) {
    doc.addPage()
    y = MARGIN
  }
  line(fitted(doc, issued, width), left, y + 4)
  const range = doc.bufferedPageRange()
  for (let page = range.start; page < range.start + range.count; page++)
    watermark(doc, page, `${person.name} ${person.jobNumber}`)
  doc.end()
  return done
}

function watermark(doc: PDFKit.PDFDocument, page: number, text: string): void {
  doc.switchToPage(page)
  doc.save().fontSize(16).fillColor('#888').fillOpacity(0.12)
  for (let y = 80; y < doc.page.height - MARGIN - 30; y += 160) {
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
