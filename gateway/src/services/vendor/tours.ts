/** Static catalogue of the tour-shop sample backend. */
export const tours = [
  { id: 1, name: '杭州西湖两日游', nameEn: 'Two days at West Lake, Hangzhou', price: 899, days: 2 },
  { id: 2, name: '黄山三日游', nameEn: 'Three days in the Yellow Mountains', price: 1599, days: 3 },
  { id: 3, name: '三亚海滨五日游', nameEn: 'Five days by the sea in Sanya', price: 3999, days: 5 },
  { id: 4, name: '云南大理丽江六日游', nameEn: 'Six days in Dali and Lijiang', price: 4599, days: 6 },
] as const
