import { describe, expect, it } from 'vitest';
import { escapeHtml, languageFromHeader, verificationMail } from './verification-mail.js';
import { checkPassword, userInputsFor } from './password-strength.js';

describe('verification mail', () => {
  it('picks the language from Accept-Language by weight, Indonesian by default', () => {
    expect(languageFromHeader(undefined)).toBe('id');
    expect(languageFromHeader('fr-FR,fr;q=0.9')).toBe('id');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('en;q=0.4,id;q=0.8')).toBe('id');
    expect(languageFromHeader('id-ID, en;q=0.9')).toBe('id');
    expect(languageFromHeader('de, en;q=0.5')).toBe('en');
  });

  it('escapes everything it puts into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = verificationMail({
      to: 'a@example.com',
      name: '"><script>x</script>',
      url: 'http://h/v?token=a&callbackURL=%2F',
      language: 'en',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="http://h/v?token=a&amp;callbackURL=%2F"');
    expect(mail.text).toContain('http://h/v?token=a&callbackURL=%2F');
    expect(mail.subject).toBe('Verify your email address for Notulen');
  });

  it('greets by the e-mail when there is no name', () => {
    expect(verificationMail({ to: 'budi@example.com', name: ' ', url: 'http://h/', language: 'id' }).text).toMatch(
      /^Halo budi,/,
    );
  });
});

describe('password strength', () => {
  it('accepts passphrases and refuses guessable passwords', async () => {
    const inputs = userInputsFor('ana.putri@example.com', 'Ana Putri');
    expect(inputs).toEqual(expect.arrayContaining(['ana.putri@example.com', 'ana.putri', 'putri', 'example']));
    expect((await checkPassword('Gado-gado pedas 2024!', inputs)).ok).toBe(true);
    expect((await checkPassword('Correct-Horse-Battery-42!', inputs)).ok).toBe(true); // the shared test helper's
    for (const weak of ['short1!', 'password1', 'anaputri2024', 'Jakarta2024', 'bismillah123']) {
      expect((await checkPassword(weak, inputs)).ok, weak).toBe(false);
    }
  });

  // Its speed on long, repetitive input is measured in bench/auth.bench.ts (npm run bench -- auth).
  it('judges a long, repetitive password', async () => {
    expect((await checkPassword('p4$$w0rd'.repeat(16), [])).ok).toBe(false);
  });
});
