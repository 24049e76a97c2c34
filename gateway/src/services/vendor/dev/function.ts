/** The system app's function "App development" (developer mode). */
export const DEV_FUNCTION = '1008'
