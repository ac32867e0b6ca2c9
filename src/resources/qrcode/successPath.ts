/** The hidden qrcode-success page (spec §2) of one code. */
export const successPath = (id: unknown): string => `/qrcode/qrcode-success?id=${encodeURIComponent(String(id))}`;
