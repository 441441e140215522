import { describe, expect, it } from 'vitest';
import { startupFailure } from './startup-errors';

describe('startupFailure', () => {
  it('tells someone who installed under another Node.js what to run', () => {
    const error = Object.assign(
      new Error(
        "The module '/srv/estimate/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 137.",
      ),
      { code: 'ERR_DLOPEN_FAILED' },
    );
    expect(startupFailure(error, undefined)).toBe(
      `better-sqlite3 was installed for another Node.js version than this one (${process.version}): run npm rebuild better-sqlite3, or npm ci, with the Node.js that starts the app`,
    );
  });
});
