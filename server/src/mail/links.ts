import type { Mailer } from './mailer.js';

/**
 * Issue 31 §3: a mailed link carries a secret (a reset token), so its origin is PUBLIC_URL or nothing: a request's
 * Host or X-Forwarded-Host header never shapes it (anyone may send `Host: attacker.example` with someone's e-mail).
 */
export interface MailLink {
  /** PUBLIC_URL + path; without PUBLIC_URL the path alone, to be opened on the console's own address. */
  url: string;
  relative: boolean;
}

/** What a service needs to send a mail with a link: the mailer, PUBLIC_URL (or nothing) and where failures go. */
export interface MailContext {
  mailer: Mailer;
  publicUrl: string | undefined;
  /** A failed delivery is only logged: the answer must not change (it would tell whether an e-mail exists). */
  log: { error(detail: object, message: string): void };
}

function mailLink(publicUrl: string | undefined, path: string): MailLink {
  if (!publicUrl) return { url: path, relative: true };
  return { url: `${publicUrl.replace(/\/+$/, '')}${path}`, relative: false };
}

/** The one set-password page every mailed token opens (reset and new account alike). */
export const findPasswordLink = (publicUrl: string | undefined, token: string): MailLink =>
  mailLink(publicUrl, `/find-password?token=${encodeURIComponent(token)}`);

/** Logged once at start when PUBLIC_URL is missing: mailed links are then paths only. */
export const RELATIVE_LINKS_NOTICE =
  'PUBLIC_URL is not set: mailed links (password reset, set-password) carry only the path, e.g. /find-password?token=…, ' +
  'with instructions to open it on the console’s own address; set PUBLIC_URL to the console’s public origin for complete links';

/** Start-up (issue 31 §3): says through the server's logger when mailed links cannot be complete. */
export function announceMailLinks(log: { warn(message: string): void }, publicUrl: string | undefined): void {
  if (!publicUrl) log.warn(RELATIVE_LINKS_NOTICE);
}
