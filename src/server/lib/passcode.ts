import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/** A passcode as it is stored: `salt:key`, base64, from scrypt with Node's default cost. */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(passcode, salt, KEY_BYTES);
  return `${salt.toString('base64')}:${key.toString('base64')}`;
}

/** Whether the passcode is the one stored, compared in constant time; a malformed hash matches none. */
export async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const given = await derive(passcode, Buffer.from(salt, 'base64'), expected.length || KEY_BYTES);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
