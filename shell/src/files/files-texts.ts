import { addTexts } from '../lib/i18n/i18n'
import en from '../../../assets/locales/portal-files.en.json'
import zhCN from '../../../assets/locales/portal-files.zh-CN.json'

// The file centre's texts (t('files.…')), loaded with the portal's link and the page's chunk.
addTexts({ 'zh-CN': zhCN, en })
