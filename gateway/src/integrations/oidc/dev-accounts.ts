import { createHash, timingSafeEqual } from 'node:crypto'

/** A person who can sign in at the local OpenID provider. */
export interface DevAccount {
  username: string
  password: string
  claims: {
    name: string
    email: string
    email_verified: boolean
    phone_number?: string
    phone_number_verified?: boolean
  }
}

/**
 * The local provider's people: `admin` and `staff` are the portal's demo administrator and an
 * employee (same e-mails as the seed, so the portal matches them); `outsider` has no portal
 * account and shows the 'Third party login failed' path.
 */
export const DEV_ACCOUNTS: DevAccount[] = [
  {
    username: 'admin',
    password: 'Admin@12345',
    claims: {
      name: 'Demo administrator',
      email: 'admin@demo-co.example',
      email_verified: true,
      phone_number: '13800000000',
      phone_number_verified: true,
    },
  },
  {
    username: 'staff',
    password: 'Staff@12345',
    claims: { name: 'Deng Yangjuan', email: 'yangjuan.deng.sh00012@demo-co.example', email_verified: true },
  },
  {
    username: 'outsider',
    password: 'Outsider@12345',
    claims: { name: 'Partner consultant', email: 'consultant@partner.example', email_verified: true },
  },
]

const digest = (value: string) => createHash('sha256').update(value).digest()

/** The account with this username and password, or undefined (compared in constant time). */
export function checkDevAccount(username: string, password: string): DevAccount | undefined {
  const account = DEV_ACCOUNTS.find((a) => a.username === username.trim())
  const expected = digest(account?.password ?? 'no such account')
  return account && timingSafeEqual(expected, digest(password)) ? account : undefined
}

export const devAccount = (username: string): DevAccount | undefined =>
  DEV_ACCOUNTS.find((a) => a.username === username)
