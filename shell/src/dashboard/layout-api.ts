import { http } from '../lib/http'
import type { PlacedWidget } from './layout'

/** Where the user's layout came from: their own, their role's default, or none (every widget they may see). */
export type LayoutSource = 'user' | 'role' | 'none'
export interface StoredLayout { widgets: PlacedWidget[] | null; source: LayoutSource }

const BASE = '/ums/web/dashboard'

/** The user's home dashboard layout in the current tenant. */
export const loadLayout = async () => (await http.postJson<StoredLayout>(`${BASE}/layout`, {}, { unLoading: true })).result!

/** Stores the user's own arrangement. */
export const saveLayout = async (widgets: PlacedWidget[]) =>
  (await http.postJson<StoredLayout>(`${BASE}/layout/save`, { widgets }, { unLoading: true })).result!

/** Drops the user's own arrangement: their role's default (or every widget) shows again. */
export const resetLayout = async () => (await http.postJson<StoredLayout>(`${BASE}/layout/reset`, {}, { unLoading: true })).result!
