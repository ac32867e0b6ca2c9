/** The statistics-qrcode section's menu and page titles, English: the keys every language must have. */
export const en = {
  resources: { 'statistics-qrcode': { name: 'QR code analysis' } },
  app: {
    navigation: {
      sections: { 'statistics-qrcode': 'QR code analysis' },
      pages: { 'qrcode-analysis': 'QR code analysis' },
    },
  },
};
