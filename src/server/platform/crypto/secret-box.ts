import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for secrets the server must read back (OAuth tokens, private feed addresses): AES-256-GCM with
 * a key derived from SECRET_KEY by HKDF-SHA256, one key per `purpose`, so a value sealed for one use cannot be
 * opened as another. Output: `v1.` + base64url(iv ‖ tag ‖ ciphertext); a tampered or foreign value fails to open.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(secretKey: string, purpose: string): SecretBox {
  if (secretKey.length < 32) throw new Error('secret key must be at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'notulen-secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
