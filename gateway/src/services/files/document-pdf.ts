import PDFDocument from 'pdfkit'
import type { filesContract, Static } from '@hr-portal/api'
import type { PdfFont } from '../../core/pdf-font'

/** A printable document: a dialog's title and content as the screen showed it (the contract's). */
export type PrintableDocument = Static<typeof filesContract.printableDocument>
type Block = PrintableDocument['blocks'][number]

const MARGIN = 48
const TITLE_SIZE = 16
const HEADING_SIZE = 12
const BODY_SIZE = 10
const GAP = 6
/** The label's share of a field's width. */
const LABEL_SHARE = 0.34

/** Every text the document draws: for checking the font has each glyph. */
export const documentTexts = (document: PrintableDocument): string[] => [
  document.title,
  ...document.blocks.flatMap((block) => block.texts),
]

/** The document with each character the font has no glyph for replaced by '?' (never drawn as an empty box). */
export function coveredDocument(document: PrintableDocument, font: PdfFont): PrintableDocument {
  const missing = new Set(font.covers(documentTexts(document).join('')))
  if (missing.size === 0) return document
  const clean = (text: string) => [...text].map((char) => (missing.has(char) ? '?' : char)).join('')
  return {
    title: clean(document.title),
    blocks: document.blocks.map((block) => ({ ...block, texts: block.texts.map(clean) })),
  }
}

/**
 * The document as an A4 PDF in the Chinese font: the title, then each block in order — headings larger, a field's
 * label beside its value, a table's rows as equal columns (its head in grey) — each wrapped to its width, a new
 * page begun where a block would run past the foot of the page.
 */
export function documentPdf(document: PrintableDocument, font: PdfFont): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: document.title, Author: '' } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('cjk', font.data, font.face)
  doc.font('cjk')
  const width = doc.page.width - 2 * MARGIN
  const bottom = doc.page.height - MARGIN
  let y = MARGIN

  /** Starts a new page when `height` does not fit under `y`. */
  const room = (height: number) => {
    if (y + height <= bottom || y === MARGIN) return
    doc.addPage()
    y = MARGIN
  }
  /** Texts side by side in columns of the given widths, wrapped; answers the row's height. */
  const row = (texts: string[], widths: number[], color: string) => {
    const height = Math.max(...texts.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i] - GAP })))
    room(height)
    let x = MARGIN
    texts.forEach((text, i) => {
      doc.fillColor(color).text(text, x, y, { width: widths[i] - GAP })
      x += widths[i]
    })
    y += height + GAP
  }
  const draw = (block: Block) => {
    const [first, second = ''] = block.texts
    if (block.kind === 'heading') {
      doc.fontSize(HEADING_SIZE)
      y += GAP
      row([first], [width], '#111')
      doc
        .moveTo(MARGIN, y - GAP / 2)
        .lineTo(MARGIN + width, y - GAP / 2)
        .strokeColor('#bbb')
        .stroke()
      y += GAP / 2
      return
    }
    doc.fontSize(BODY_SIZE)
    if (block.kind === 'paragraph') return row([first], [width], '#222')
    if (block.kind === 'field') return row([first, second], [width * LABEL_SHARE, width * (1 - LABEL_SHARE)], '#222')
    const columns = block.texts.length
    row(
      block.texts,
      block.texts.map(() => width / columns),
      block.kind === 'tableHead' ? '#666' : '#222',
    )
  }

  doc.fontSize(TITLE_SIZE)
  row([document.title], [width], '#111')
  y += GAP
  for (const block of document.blocks) draw(block)
  doc.end()
  return done
}
