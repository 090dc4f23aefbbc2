/** Product naming and fixed sales facts shared by the sales pages (the spec fixes one $9 offer). */
export const brand = {
  name: 'MathPop',
  pack: 'MathPop Fun Pack',
  price: '$9',
  priceDetail: 'one-time payment',
  copyright: '© 2025 MathPop',
  ages: '6\u2060–\u206010',
} as const;
