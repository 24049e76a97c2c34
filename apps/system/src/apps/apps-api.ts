import {
  type InstallAction,
  type InstallInput,
  type InstallPreview,
  type ValidPreview,
  vendorApi,
} from '@hr-portal/api/client/vendor'
import { app, http } from '@hr-portal/kit'

/** The Apps page's calls (gateway services/vendor/installs): the tenant's installed apps and their consent. */

// `vendor` is no §7 service segment the request wrapper knows: its routes are called by their full address.
const vendor = vendorApi(
  async ({ path, input }) =>
    (await http.postJson(`${app.config.gatewayUrl.replace(/\/+$/, '')}${path}`, input as Record<string, unknown>))
      .result,
)

export const APPS_FUNCTION = '1007'

// The Apps page's answers, typed by the contract (api/src/vendor).
export type {
  Described,
  InstallProblem as Problem,
  InstallView as InstalledApp,
  MenuPage,
  RoleChoice,
  InstallAction as AppAction,
} from '@hr-portal/api/client/vendor'
/** A manifest that can be installed, with the URL it was checked at (the install names both). */
export type Preview = ValidPreview & Pick<InstallInput, 'manifestUrl'>
export type Checked = Preview | Exclude<InstallPreview, ValidPreview>

export const listApps = () => vendor.installs.list({})

export const previewApp = (manifestUrl: string) =>
  vendor.installs
    .preview({ manifestUrl })
    .then((checked): Checked => (checked.valid ? { ...checked, manifestUrl } : checked))

/** Installs the manifest the preview showed (by its hash), as the gateway kept it, never what the URL answers now. */
export const installApp = (preview: Pick<Preview, 'manifestUrl' | 'manifestHash'>, roles: number[]) =>
  vendor.installs.install({ manifestUrl: preview.manifestUrl, manifestHash: preview.manifestHash, roles })

export const changeApp = (action: InstallAction, code: string) => vendor.installs[action]({ code })

/** Consents to an optional data scope of an installed app, refuses it or revokes it; answers the install as listed. */
export const decideOptionalScope = (code: string, scope: string, decision: 'consent' | 'refuse' | 'revoke') =>
  vendor.installs.optionalScope({ code, scope, decision })
