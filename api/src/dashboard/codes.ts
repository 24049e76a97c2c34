/** The home dashboard's business codes (412201–412249); the gateway's dashboard/texts.ts takes them from here. */
export const DASHBOARD = {
  /** A widget that no first-party or installed app of the tenant declares. */
  unknownWidget: 412201,
  /** The same widget listed twice. */
  repeatedWidget: 412202,
  /** More widgets than a dashboard holds (MAX_WIDGETS). */
  tooManyWidgets: 412203,
  /** No such role in the session's tenant. */
  roleNotFound: 412204,
} as const
