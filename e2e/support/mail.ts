import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { decodeQuotedPrintable } from '../../src/server/testing/quoted-printable';
import { dataDirOf } from './servers';

/** Where scripts/e2e-server.mjs's SMTP server, for this worker's server, writes what it receives. */
const mailDir = () => path.join(dataDirOf(test.info().parallelIndex), 'mail');

/** The text of the first mail sent to this address, waiting for it to arrive. */
export async function mailTo(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      const file = readdirSync(mailDir()).find((name) => name.includes(address));
      text = file ? decodeQuotedPrintable(readFileSync(path.join(mailDir(), file), 'latin1')) : '';
      return text.length;
    })
    .toBeGreaterThan(0);
  return text;
}
