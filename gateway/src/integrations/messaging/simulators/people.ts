/**
 * The people in every simulated platform's directory. Their mobiles match the demo portal users
 * (admin, staff, hr), plus one person whose mobile matches no portal user and one the platform has
 * no mobile for, so both §8 mobile notices can be seen.
 */
export interface SimulatedPerson {
  /** Stable key, used to derive each platform's user ids. */
  key: string
  name: string
  mobile: string | null
}

export const SIMULATED_PEOPLE: readonly SimulatedPerson[] = [
  { key: 'admin', name: '系统管理员', mobile: '13800000000' },
  { key: 'staff', name: '邓洋娟', mobile: '13547620649' },
  { key: 'hr', name: '马超', mobile: '15086778828' },
  { key: 'stranger', name: '王五（外部协作）', mobile: '13900000000' },
  { key: 'nomobile', name: '李四（未绑定手机）', mobile: null },
]

export const personByKey = (key: unknown): SimulatedPerson | undefined =>
  SIMULATED_PEOPLE.find((person) => person.key === key)
