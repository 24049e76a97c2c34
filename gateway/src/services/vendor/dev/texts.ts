import type { Lang } from '../../../core/lang'

const catalogue = {
  notUrl: {
    en: 'Enter the address of your build, such as http://localhost:5173',
    zh: '请输入开发版本的地址，例如 http://localhost:5173',
  },
  scheme: { en: 'The address must start with https:// or http://', zh: '地址必须以 https:// 或 http:// 开头' },
  notLocal: {
    en: 'An http address must be on this computer (localhost or 127.0.0.1); use https for any other host',
    zh: 'http 地址只能指向本机（localhost 或 127.0.0.1）；其他主机请使用 https',
  },
  noPort: {
    en: 'Name the port of your development server, such as http://localhost:5173',
    zh: '请写明开发服务器的端口，例如 http://localhost:5173',
  },
  credentials: { en: 'The address must not contain a user name or password', zh: '地址中不能包含用户名或密码' },
  fragment: { en: 'The address must not contain a # fragment', zh: '地址中不能包含 # 片段' },
  notInstalled: { en: 'This app is not installed and enabled in your company', zh: '该应用未在本企业安装或未启用' },
} as const

export type DevTextKey = keyof typeof catalogue

/** A text of developer mode's routes in `lang`. */
export const sayDev = (lang: Lang, key: DevTextKey): string => catalogue[key][lang]
