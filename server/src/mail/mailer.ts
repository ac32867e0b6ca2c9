import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { writeToOutbox } from './outbox.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailOptions {
  /** smtp://user:pass@host:port (or smtps://); without it mails go to `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** Outbox: resolves once the file is written. SMTP: hands the mail over and resolves at once. */
  deliver(mail: Mail): Promise<void>;
  /** Waits for SMTP hand-overs still in flight (shutdown, tests). */
  settled(): Promise<void>;
}

export function createMailer(options: MailOptions, log: FastifyBaseLogger): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      async deliver(mail) {
        const path = await writeToOutbox(options.outboxDir, mail, options.from);
        log.warn({ path, to: mail.to }, `mail written to outbox (SMTP_URL not set): ${path}`);
      },
      async settled() {},
    };
  }
  const transport = createTransport(options.smtpUrl);
  const pending = new Set<Promise<void>>();
  return {
    kind: 'smtp',
    // Not awaited by the caller: an SMTP round trip would make a known e-mail answer slower than an unknown one.
    async deliver(mail) {
      const sending: Promise<void> = transport
        .sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, to: mail.to }, 'mail delivery through SMTP failed'),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
