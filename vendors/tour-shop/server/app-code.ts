/** The app's manifest code: the audience of its app tokens and its name at the portal's vendor API. */
export const APP_CODE = 'tour-shop'
