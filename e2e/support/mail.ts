import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { decodeQuotedPrintable } from '../../src/server/testing/quoted-printable';

/** Where scripts/e2e-server.mjs's SMTP server writes what it receives. */
const MAIL_DIR = `test-results/e2e-data-${process.env.E2E_PORT ?? 3100}/mail`;

/** The text of the first mail sent to this address, waiting for it to arrive. */
export async function mailTo(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      const file = readdirSync(MAIL_DIR).find((name) => name.includes(address));
      text = file ? decodeQuotedPrintable(readFileSync(path.join(MAIL_DIR, file), 'latin1')) : '';
      return text.length;
    })
    .toBeGreaterThan(0);
  return text;
}
