import type { Lang } from '../../../core/lang'

const catalogue = {
  tooManyCodes: {
    en: 'Too many QR codes were requested from this address, please try again in a few minutes',
    zh: '此地址请求的二维码过多，请几分钟后再试',
  },
  tooManyOpen: {
    en: 'Too many QR codes are waiting to be scanned, please try again in a few minutes',
    zh: '等待扫码的二维码过多，请几分钟后再试',
  },
  wrongNumber: {
    en: 'The number you chose is not the one on the computer, so the sign-in was cancelled',
    zh: '您选择的数字与电脑上显示的不一致，已取消登录',
  },
} as const

/** A QR login text in `lang`. */
export const sayQr = (lang: Lang, key: keyof typeof catalogue): string => catalogue[key][lang]
