import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';
import { resolveDatabase } from './config';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.MIN_PASSWORD_LENGTH).toBe(6);
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('reads other allowed origins as bare origins', () => {
    expect(
      parseEnv({ ALLOWED_ORIGINS: ' https://a.example/, http://10.0.0.2:3000/path ' }).ALLOWED_ORIGINS,
    ).toEqual(['https://a.example', 'http://10.0.0.2:3000']);
  });

  it('names the variable in a one-line message', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => parseEnv({ ADMIN_EMAILS: 'a@b.co, nope' })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ ALLOWED_ORIGINS: 'https://a.example, ftp://b' })).toThrow(
      /ALLOWED_ORIGINS\.1 must be a comma-separated list of origins/,
    );
    expect(parseEnv({ JIRA_ALLOWED_HOSTS: ' jira.corp.example, 10.0.0.0/8 ' }).JIRA_ALLOWED_HOSTS).toEqual([
      'jira.corp.example',
      '10.0.0.0/8',
    ]);
    expect(() => parseEnv({ JIRA_ALLOWED_HOSTS: 'jira.corp.example, 10.0.0.0/40' })).toThrow(
      /JIRA_ALLOWED_HOSTS must be a comma-separated list of host names, addresses and CIDR ranges: "10.0.0.0\/40"/,
    );
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be an smtp:\/\//);
    expect(() => parseEnv({ SMTP_URL: 'smtp://mail:25' })).toThrow(/MAIL_FROM is needed/);
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail:465', MAIL_FROM: 'Estimate <a@b.co>' }).MAIL_FROM).toBe(
      'Estimate <a@b.co>',
    );
  });

  it('normalises admin emails and treats empty values as unset', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' A@B.co ,c@d.io,' }).ADMIN_EMAILS).toEqual(['a@b.co', 'c@d.io']);
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
  });
});

describe('resolveDatabase', () => {
  it('defaults to an SQLite file under the data folder', () => {
    expect(resolveDatabase(undefined, './data')).toEqual({ dialect: 'sqlite', location: 'data/app.db' });
  });
  it('recognises postgres URLs and sqlite paths', () => {
    expect(resolveDatabase('postgres://u@h/db', 'd').dialect).toBe('postgres');
    expect(resolveDatabase('postgresql://u@h/db', 'd').dialect).toBe('postgres');
    expect(resolveDatabase('sqlite:///tmp/x.db', 'd')).toEqual({ dialect: 'sqlite', location: '/tmp/x.db' });
    expect(resolveDatabase('file:data/x.sqlite', 'd')).toEqual({
      dialect: 'sqlite',
      location: 'data/x.sqlite',
    });
    expect(resolveDatabase('./data/app.db', 'd')).toEqual({ dialect: 'sqlite', location: './data/app.db' });
    expect(resolveDatabase('app.db', 'd')).toEqual({ dialect: 'sqlite', location: 'app.db' });
  });
  it('refuses what is neither, in one line, instead of making a file of that name', () => {
    for (const wrong of ['mysql://u@h/db', 'notaurl', 'http://db', 'sqlite:'])
      expect(() => resolveDatabase(wrong, 'd'), wrong).toThrow(
        /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL or an SQLite file/,
      );
  });
});
