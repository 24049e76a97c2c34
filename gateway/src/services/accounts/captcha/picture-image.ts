import { randomInt } from 'node:crypto'
import { Jimp, loadFont } from 'jimp'
import { SANS_32_BLACK } from 'jimp/fonts'

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const PICTURE_LENGTH = 4
export const PICTURE_WIDTH = 120
export const PICTURE_HEIGHT = 44

let font: ReturnType<typeof loadFont> | undefined

/** A random captcha text of PICTURE_LENGTH characters. */
export const pictureText = () =>
  Array.from({ length: PICTURE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

const randomColor = (alpha = 0xff) =>
  ((randomInt(40, 200) << 24) | (randomInt(40, 200) << 16) | (randomInt(40, 200) << 8) | alpha) >>> 0

/** Draws `text` as a PNG: each character turned a little, over noise lines and dots. */
export async function drawPicture(text: string): Promise<Buffer> {
  font ??= loadFont(SANS_32_BLACK)
  const image = new Jimp({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT, color: 0xf2f4f7ff })
  for (let i = 0; i < 5; i++)
    line(
      image,
      randomInt(PICTURE_WIDTH),
      randomInt(PICTURE_HEIGHT),
      randomInt(PICTURE_WIDTH),
      randomInt(PICTURE_HEIGHT),
      randomColor(),
    )
  let x = 4 + randomInt(6)
  for (const char of text) {
    const glyph = new Jimp({ width: 34, height: 42, color: 0x00000000 })
    glyph.print({ font: await font, x: 5, y: 3, text: char })
    glyph.rotate(randomInt(-25, 26))
    image.composite(glyph, x, randomInt(-4, 3))
    x += 26 + randomInt(-2, 3)
  }
  for (let i = 0; i < 3; i++)
    line(image, 0, randomInt(PICTURE_HEIGHT), PICTURE_WIDTH - 1, randomInt(PICTURE_HEIGHT), randomColor(0xcc))
  for (let i = 0; i < 120; i++) image.setPixelColor(randomColor(), randomInt(PICTURE_WIDTH), randomInt(PICTURE_HEIGHT))
  return image.getBuffer('image/png')
}

function line(image: InstanceType<typeof Jimp>, x0: number, y0: number, x1: number, y1: number, color: number): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1)
  for (let s = 0; s <= steps; s++) {
    image.setPixelColor(color, Math.round(x0 + ((x1 - x0) * s) / steps), Math.round(y0 + ((y1 - y0) * s) / steps))
  }
}
