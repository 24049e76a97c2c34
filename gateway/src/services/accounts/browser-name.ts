import Bowser from 'bowser'

/** What the phone page shows of the desktop: browser and system, e.g. 'Chrome 131' and 'Windows 10' ('' when unknown). */
export interface DesktopBrowser {
  browser: string
  system: string
}

/** Reads a User-Agent header; names only, never the raw header. */
export function browserName(userAgent: string): DesktopBrowser {
  if (!userAgent.trim()) return { browser: '', system: '' }
  const { browser, os } = Bowser.parse(userAgent)
  return {
    browser: [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' '),
    system: [os.name, os.versionName ?? os.version?.split('.')[0]].filter(Boolean).join(' '),
  }
}

/** One line for lists in the reader's language: "Chrome 126 on Windows 10", "Windows 10 版 Chrome 126". */
export function browserLine(userAgent: string, lang: 'zh' | 'en'): string {
  const { browser, system } = browserName(userAgent)
  if (!browser || !system) return browser || system
  return lang === 'en' ? `${browser} on ${system}` : `${system} 版 ${browser}`
}

/** Whether two User-Agent headers name the same browser on the same system, whatever their versions ('' never matches). */
export function sameBrowser(a: string, b: string): boolean {
  const names = (userAgent: string) => {
    const { browser, os } = Bowser.parse(userAgent)
    return browser.name && os.name ? `${browser.name}|${os.name}` : ''
  }
  const first = a.trim() ? names(a) : ''
  return first !== '' && first === (b.trim() ? names(b) : '')
}
