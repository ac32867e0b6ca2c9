/** A byte count in the largest decimal unit (kB = 1000 bytes) that keeps it at least 1, in the user's language: "386 kB", "1.2 MB". */
export const formatBytes = (bytes: number, locale: string): string => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
};
