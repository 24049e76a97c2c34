import jsQR from 'jsqr'
import { extractImages, getDocumentProxy } from 'unpdf'

/**
 * The texts of the QR codes drawn as images on a PDF's first page, read as a scanner would: pdf.js (unpdf) decodes
 * each embedded image to pixels and jsQR finds and decodes the code in them. Neither library is ours.
 */
export async function qrCodesInPdf(pdf: Uint8Array): Promise<string[]> {
  const images = await extractImages(await getDocumentProxy(pdf), 1)
  const texts: string[] = []
  for (const image of images) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4)
    for (let i = 0; i < image.width * image.height; i++) {
      const at = i * image.channels
      rgba[i * 4] = image.data[at]
      rgba[i * 4 + 1] = image.data[image.channels >= 3 ? at + 1 : at]
      rgba[i * 4 + 2] = image.data[image.channels >= 3 ? at + 2 : at]
      rgba[i * 4 + 3] = 255
    }
    const found = jsQR(rgba, image.width, image.height)
    if (found) texts.push(found.data)
  }
  return texts
}
