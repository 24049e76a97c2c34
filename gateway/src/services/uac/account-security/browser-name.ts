const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['DingTalk', /DingTalk\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\//],
]
const SYSTEMS: Array<[string, RegExp]> = [
  ['Android', /Android/], ['iOS', /iPhone|iPad|iPod/], ['Windows', /Windows/], ['macOS', /Mac OS X/], ['Linux', /Linux/],
]

/** A short name for a User-Agent, as the security settings list it: "Chrome 126 on Linux". */
export function browserName(userAgent: string): string {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))
  const name = browser ? `${browser[0]} ${userAgent.match(browser[1])![1]}` : (userAgent.split(/[\s/]/)[0] || '')
  return system ? `${name} on ${system[0]}`.trim() : name
}
