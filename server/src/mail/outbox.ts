import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail } from './mailer.js';

/** RFC 2047 encoded-word, so Chinese subjects survive any mail reader. */
function encodeHeader(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** A complete RFC 5322 message; the body stays 8bit plain text so links can be read as they are. */
function formatEml(mail: Mail, from: string, now = new Date()): string {
  const id = `${randomBytes(12).toString('hex')}@indoor.local`;
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${id}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`;
}

/** Writes the mail as `<dir>/<time>-<random>.eml` (names sort by time) and returns its path. */
export async function writeToOutbox(dir: string, mail: Mail, from: string, now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const path = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(path, formatEml(mail, from, now), 'utf8');
  return path;
}
