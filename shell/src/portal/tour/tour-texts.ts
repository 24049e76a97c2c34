import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/portal-tour.en.json'
import zhCN from '../../../../assets/locales/portal-tour.zh-CN.json'

// The guided tour's texts (`tour.*`), added when a tour module loads.
addTexts({ 'zh-CN': zhCN, en })
