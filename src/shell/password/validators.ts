/** Client-side checks of a new password (the policy itself is the server's): message keys or null. */
export const requiredField = (value: string): string | null => (value.length > 0 ? null : 'app.shell.password.required');

export const confirmMatches = (password: string, confirm: string): string | null =>
  confirm.length === 0 ? 'app.shell.password.required' : confirm === password ? null : 'app.shell.password.mismatch';
