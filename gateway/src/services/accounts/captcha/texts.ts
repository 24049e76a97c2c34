import type { Lang } from '../../../core/lang'

const catalogue = {
  noProvider: { en: 'No challenge provider is configured on this installation', zh: '此安装未配置人机验证服务' },
} as const

/** A captcha text in `lang`. */
export const sayCaptcha = (lang: Lang, key: keyof typeof catalogue): string => catalogue[key][lang]
