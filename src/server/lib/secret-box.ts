import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/**
 * Seals secrets we must keep but never show (a Jira token) with AES-256-GCM, under a key derived
 * from AUTH_SECRET for one purpose: another purpose, or another server secret, cannot open them,
 * and a changed byte is refused rather than read.
 */
export function secretBox(authSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'estimate-secret-box', purpose, KEY_BYTES));
  return {
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** Throws when the box was not sealed with this key or was changed since. */
    open(boxed: string): string {
      const [version, iv, tag, sealed] = boxed.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
