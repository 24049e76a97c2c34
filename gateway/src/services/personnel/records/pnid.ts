/** What a mainland resident ID number tells (§7 getPnidInfo). */
export interface PnidInfo {
  /** yyyy-mm-dd. */
  birthDate: string
  /** 1 male, 2 female (the 17th digit: odd for men), as employee.gender. */
  gender: 1 | 2
  /** The six-digit administrative area code the number starts with. */
  areaCode: string
  /** The province (or municipality, region) of the area code, in both languages; null when the code is unknown. */
  province: { zh: string; en: string } | null
}

export type PnidProblem = 'format' | 'birthDate' | 'checkDigit'

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

/** The check digit of the first 17 digits (GB 11643, ISO 7064 MOD 11-2). */
export const checkDigitOf = (first17: string): string =>
  CHECK_CHARS[[...first17].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i], 0) % 11]

/** Provinces by the first two digits of the area code (GB/T 2260). */
export const PROVINCES: Record<string, { zh: string; en: string }> = {
  11: { zh: '北京市', en: 'Beijing' },
  12: { zh: '天津市', en: 'Tianjin' },
  13: { zh: '河北省', en: 'Hebei' },
  14: { zh: '山西省', en: 'Shanxi' },
  15: { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  21: { zh: '辽宁省', en: 'Liaoning' },
  22: { zh: '吉林省', en: 'Jilin' },
  23: { zh: '黑龙江省', en: 'Heilongjiang' },
  31: { zh: '上海市', en: 'Shanghai' },
  32: { zh: '江苏省', en: 'Jiangsu' },
  33: { zh: '浙江省', en: 'Zhejiang' },
  34: { zh: '安徽省', en: 'Anhui' },
  35: { zh: '福建省', en: 'Fujian' },
  36: { zh: '江西省', en: 'Jiangxi' },
  37: { zh: '山东省', en: 'Shandong' },
  41: { zh: '河南省', en: 'Henan' },
  42: { zh: '湖北省', en: 'Hubei' },
  43: { zh: '湖南省', en: 'Hunan' },
  44: { zh: '广东省', en: 'Guangdong' },
  45: { zh: '广西壮族自治区', en: 'Guangxi' },
  46: { zh: '海南省', en: 'Hainan' },
  50: { zh: '重庆市', en: 'Chongqing' },
  51: { zh: '四川省', en: 'Sichuan' },
  52: { zh: '贵州省', en: 'Guizhou' },
  53: { zh: '云南省', en: 'Yunnan' },
  54: { zh: '西藏自治区', en: 'Tibet' },
  61: { zh: '陕西省', en: 'Shaanxi' },
  62: { zh: '甘肃省', en: 'Gansu' },
  63: { zh: '青海省', en: 'Qinghai' },
  64: { zh: '宁夏回族自治区', en: 'Ningxia' },
  65: { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  71: { zh: '台湾省', en: 'Taiwan' },
  81: { zh: '香港特别行政区', en: 'Hong Kong' },
  82: { zh: '澳门特别行政区', en: 'Macao' },
}

/** A yyyy-mm-dd text when the digits are a real calendar date, else null. */
export function calendarDate(yyyymmdd: string): string | null {
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null
}

/**
 * Reads an 18-character mainland ID number: birth date, gender and area, or what is wrong with it. The birth date
 * must be a real date not after `today` (epoch ms) and not before 1900; the last character must be the check digit
 * (an 'x' is read as 'X').
 * @example parsePnid('11010519491231002X') // { ok: true, info: { birthDate: '1949-12-31', gender: 2, … } }
 */
export function parsePnid(
  raw: string,
  today = Date.now(),
): { ok: true; info: PnidInfo } | { ok: false; problem: PnidProblem } {
  const pnid = raw.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(pnid)) return { ok: false, problem: 'format' }
  const birthDate = calendarDate(pnid.slice(6, 14))
  if (!birthDate || birthDate < '1900-01-01' || Date.parse(`${birthDate}T00:00:00Z`) > today)
    return { ok: false, problem: 'birthDate' }
  if (checkDigitOf(pnid.slice(0, 17)) !== pnid[17]) return { ok: false, problem: 'checkDigit' }
  return {
    ok: true,
    info: {
      birthDate,
      gender: Number(pnid[16]) % 2 === 1 ? 1 : 2,
      areaCode: pnid.slice(0, 6),
      province: PROVINCES[pnid.slice(0, 2)] ?? null,
    },
  }
}

/** Age in whole years on `today` and the days until the next birthday (0 on the birthday; 29 Feb counts from 1 Mar). */
export function birthdayAge(birthDate: string, today: number): { age: number; daysToBirthday: number } {
  const [year, month, day] = birthDate.split('-').map(Number)
  const now = new Date(today)
  const y = now.getUTCFullYear()
  const midnight = Date.UTC(y, now.getUTCMonth(), now.getUTCDate())
  const birthdayIn = (yy: number) => Date.UTC(yy, month - 1, day)
  const hadBirthday = birthdayIn(y) <= midnight
  const next = hadBirthday ? birthdayIn(y + 1) : birthdayIn(y)
  return {
    age: y - year - (hadBirthday ? 0 : 1),
    daysToBirthday: birthdayIn(y) === midnight ? 0 : Math.round((next - midnight) / 86_400_000),
  }
}
