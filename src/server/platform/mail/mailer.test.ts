import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('mailer without SMTP', () => {
  it('logs each link of the mail on a line of its own', async () => {
    const logged: { fields: unknown; msg: string }[] = [];
    const log = {
      info: (fields: unknown, msg: string) => logged.push({ fields, msg }),
    } as unknown as FastifyBaseLogger;
    const url = 'http://127.0.0.1:3000/api/auth/verify-email?token=t0k.en&callbackURL=%2Fdashboard';
    await createMailer({ smtpUrl: undefined, from: 'n@x', log }).send({
      to: 'budi@example.com',
      subject: 'Verifikasi email Anda',
      text: `Halo Budi,\n\nTautan verifikasi: ${url}\n\nTautan berlaku 1 jam.`,
      html: '',
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg.split('\n')).toContain(`  ${url}`);
    expect(logged[0]!.msg).not.toContain('\\n');
    expect(logged[0]!.fields).toEqual({ to: 'budi@example.com' });
  });
});
