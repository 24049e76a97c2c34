// Sample rows and pictures the gallery shows its pieces with; made here, nothing is fetched.

export interface SampleStaff extends Record<string, unknown> {
  id: number
  userName: string
  name: string
  department: string
  age: number
  children?: SampleStaff[]
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']
const GIVEN = ['芳', '伟', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军']
export const DEPARTMENTS = ['人力资源部', '财务部', '研发中心', '市场部', '行政部']

export const sampleStaff = (count: number): SampleStaff[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    userName: `user${i + 1}`,
    name: `${SURNAMES[i % 10]}${GIVEN[(i * 7) % 10]}`,
    department: DEPARTMENTS[i % DEPARTMENTS.length],
    age: 22 + ((i * 13) % 38),
  }))

export const sampleTree = (): SampleStaff[] => {
  const [head, ...rest] = sampleStaff(7)
  return [
    {
      ...head,
      children: [
        { ...rest[0], children: rest.slice(1, 3) },
        { ...rest[3], children: rest.slice(4) },
      ],
    },
  ]
}

/** A picture drawn as SVG, as a data URL (the page's CSP allows data: images). */
export const samplePicture = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="hsl(${hue},60%,55%)"/>` +
      `<text x="320" y="215" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`
