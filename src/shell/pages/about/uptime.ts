/** Splits seconds into days, hours and minutes for the about page. */
export const splitUptime = (seconds: number): { days: number; hours: number; minutes: number } => {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
};

/** Seconds since `startedAt` when the server does not send uptimeSeconds. */
export const uptimeOf = (startedAt: string, uptimeSeconds: number | undefined, now: number): number =>
  uptimeSeconds ?? Math.max(0, (now - Date.parse(startedAt)) / 1000);
