import { route } from '../route'

/** The tenant's callback address: its platform and tenant id in the path (the gateway checks both). */
const TENANT_CALLBACK = '/ums/web/wechat/callback/:platform/:tenantId'
const SUITE_CALLBACK = '/ums/web/wechat/suite/callback'

/**
 * The platforms' callbacks, public and without a session. Each reads the body as it was sent (XML or JSON, a few KB;
 * the signature covers its bytes), so none declares a body or query: the query's signing fields pass as they came. They
 * answer the platform's own plain text (an echo, "success"), 403 when the signature, decryption or company does not
 * check out, 413 past 32 KB.
 */
export const callbacks = {
  urlCheck: route({
    method: 'GET',
    path: TENANT_CALLBACK,
    file: true,
    errors: [],
    tenant: {
      none: "a platform's URL check, signed with the tenant's own connector named in the path; refused (403) unless it checks out (dirsync/callbacks.test.ts)",
    },
    summary:
      "The platform console's URL check, answered while the connector is being set up (30 minutes after a save).",
    noScreen: "Called by the messaging platform's console when the callback address is set up.",
  }),
  change: route({
    method: 'POST',
    path: TENANT_CALLBACK,
    file: true,
    errors: [],
    tenant: {
      none: "a platform's change callback, signed and encrypted with the tenant's own connector named in the path; refused (403) unless it checks out (dirsync/callbacks.test.ts)",
    },
    summary: 'A change in the directory, applied once (a replayed callback is answered alike) in the background.',
    noScreen: 'Called by the messaging platform with each change of its directory.',
  }),
  suiteUrlCheck: route({
    method: 'GET',
    path: SUITE_CALLBACK,
    file: true,
    errors: [],
    tenant: {
      none: "WeCom's URL check of the provider suite's instruction callback, signed with the suite's token; installation-wide, no session (wecom-suite-callback.test.ts)",
    },
    summary: "WeCom's URL check of the provider suite's instruction callback.",
    noScreen: "Called by WeCom's provider console when the suite's callback address is set up.",
  }),
  suiteInstruction: route({
    method: 'POST',
    path: SUITE_CALLBACK,
    file: true,
    errors: [],
    tenant: {
      none: "WeCom's instructions to the provider suite (suite_ticket, create_auth, cancel_auth), signed and encrypted with the suite's key; a create_auth acts only for the tenant its signed state names (suite-auth.test.ts)",
    },
    summary:
      "WeCom's instructions to the provider suite (suite_ticket, create_auth, change_auth, cancel_auth, change_contact).",
    noScreen: "Called by WeCom with the provider suite's instructions (tickets, authorisations, directory changes).",
  }),
}
