/** YYYY-MM-DD of the day `at` falls on in the browser's own time zone (not UTC: before 08:00 in Shanghai UTC is still yesterday). */
export const localDay = (at = new Date()): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`
