import { existsSync, readFileSync } from 'node:fs'
import * as fontkit from 'fontkit'

/**
 * Where the CJK font of the PDFs the gateway draws (payslips, training certificates, offer letters) is looked for: Noto Sans CJK (Debian's fonts-noto-cjk, which CI installs), as a
 * collection whose Simplified Chinese face is used. PDFs embed only the glyphs they use (a subset).
 */
export const FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
]
export const FONT_FACE = 'NotoSansCJKsc-Regular'

export interface PdfFont {
  data: Buffer
  face: string
  covers(text: string): string[]
}

let loaded: PdfFont | null | undefined

/** The font, read once per process; null when the machine has none (the PDF is then refused, never drawn without glyphs). */
export function pdfFont(files: string[] = FONT_FILES): PdfFont | null {
  if (loaded !== undefined && files === FONT_FILES) return loaded
  const file = files.find((path) => existsSync(path))
  let font: PdfFont | null = null
  if (file) {
    const data = readFileSync(file)
    const opened = fontkit.create(data, FONT_FACE) as fontkit.Font
    font = {
      data,
      face: FONT_FACE,
      /** The characters of `text` the font has no glyph for. */
      covers: (text) => [
        ...new Set([...text].filter((char) => !/\s/.test(char) && !opened.hasGlyphForCodePoint(char.codePointAt(0)!))),
      ],
    }
  }
  if (files === FONT_FILES) loaded = font
  return font
}
