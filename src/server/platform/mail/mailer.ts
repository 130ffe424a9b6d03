import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the mail (its links included) goes to the log, so a fresh
 * `npm start` can still verify an account by copying the link from the terminal.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        // The links are what the reader needs (verify an account on a fresh install): each on a line of its own.
        const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
        opts.log.info(
          { to: mail.to },
          `mail not sent (no SMTP_URL configured): "${mail.subject}"` +
            (links.length ? `\nOpen this link:\n${links.map((l) => `  ${l}`).join('\n')}` : `\n${mail.text}`),
        );
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
