/** Spec §5: the login messages (valid e-mail; password not under 4 characters). Return a message key or null. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MIN_PASSWORD_LENGTH = 4;

export const validateEmail = (value: string): string | null => (EMAIL.test(value.trim()) ? null : 'app.login.invalid_email');

export const validatePassword = (value: string): string | null => (value.length >= MIN_PASSWORD_LENGTH ? null : 'app.login.password_too_short');

/** The server's message from whatever the login rejected with (the response body, or an ApiError). */
export const loginFailureMessage = (error: unknown): string | null => {
  if (typeof error === 'object' && error !== null) {
    const { error: serverMessage, errors, message } = error as { error?: unknown; errors?: unknown; message?: unknown };
    if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
    if (Array.isArray(errors) && typeof errors[0]?.message === 'string') return errors[0].message as string;
    if (typeof message === 'string' && message) return message;
  }
  return null;
};
