// Row types of the uac service's one-time-password tables (036-totp), merged into the gateway's Database.

declare module '../../../core/db/types' {
  interface Database {
    user_totp: UserTotpTable
    totp_recovery_code: TotpRecoveryCodeTable
    totp_pending_login: TotpPendingLoginTable
    totp_policy: TotpPolicyTable
    totp_policy_role: TotpPolicyRoleTable
    totp_key: TotpKeyTable
  }
}

/**
 * An account's authenticator: the secret (encrypted, secret-box.ts), pending until a first code confirms it
 * (`enabled_at` null), the last time step a code was accepted for (a step is accepted once) and the failures
 * that hold further checks back (`locked_until`).
 */
export interface UserTotpTable {
  user_id: number
  secret: string
  created_at: number
  enabled_at: number | null
  last_step: number
  failures: number
  locked_until: number
}

/** A recovery code of an account: sha256 only; used once. */
export interface TotpRecoveryCodeTable {
  user_id: number
  code_hash: string
  created_at: number
  used_at: number | null
}

/**
 * A sign-in whose password (or code) was right, waiting for the second factor: the ticket (sha256) and the
 * sign-in's options, single use, 5 minutes, at most 5 wrong codes.
 */
export interface TotpPendingLoginTable {
  ticket_hash: string
  user_id: number
  tenant_id: number | null
  remember: number
  method: string
  any_tenant: number
  attempts: number
  expires_at: number
  used_at: number | null
}

/** A tenant's requirement: administrators must use an authenticator (0/1); roles in totp_policy_role too. */
export interface TotpPolicyTable {
  tenant_id: number
  admins: number
  updated_by: number
  updated_at: number
}

export interface TotpPolicyRoleTable {
  tenant_id: number
  role_id: number
}

/** The key the secrets are encrypted with when TOTP_KEY is not configured: one row, made on first use. */
export interface TotpKeyTable {
  id: number
  key: string
  created_at: number
}
