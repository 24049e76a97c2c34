/** The function of the administrators' Notification deliveries page (menu item 440, apps/system/manifest.json; the code 1010 is the UI gallery's). */
export const DELIVERIES_FUNCTION = '101001'
