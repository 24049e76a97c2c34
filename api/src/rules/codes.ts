/** The rule engine's business codes (412801–412849); the gateway's rules/texts.ts takes them from here. */
export const RULES = {
  /** A condition names a field the rule kind (or the business type) does not offer. */
  unknownField: 412801,
  /** A condition's operator is not one of those valid for its field's type. */
  badOperator: 412802,
  /** A condition's value does not fit its field (not a number or date, not one of the tenant's values, none given). */
  badValue: 412803,
} as const
