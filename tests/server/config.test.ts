import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  test('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      mode: 'sandbox',
      publicOrigin: 'http://localhost:8080',
      trustProxy: false,
    });
    expect(path.isAbsolute(config.rootDir)).toBe(true);
  });

  test('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/fx',
      DATABASE_URL: 'postgres://u@db/fx',
      FX_MODE: 'production',
      PUBLIC_ORIGIN: 'https://cambio.example/',
      SMTP_URL: 'smtp://mailer:secret@mail.cambio.example:587',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/fx',
      databaseUrl: 'postgres://u@db/fx',
      mode: 'production',
      publicOrigin: 'https://cambio.example',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
  });

  test('derives the public origin from the port when none is given', () => {
    expect(loadConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
  });

  test('refuses an unknown FX_MODE naming the allowed values', () => {
    expect(() => loadConfig({ FX_MODE: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ FX_MODE: 'staging' })).toThrow(
      /FX_MODE must be one of sandbox, production/,
    );
  });

  test('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  describe('TRUST_PROXY', () => {
    const SMTP = { SMTP_URL: 'smtp://mail.cambio.example:587' };

    test('trusts no proxy when unset or empty, in either mode', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
      expect(loadConfig({ FX_MODE: 'production', ...SMTP }).trustProxy).toBe(false);
    });

    test('reads a hop count and a list of proxies', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual([
        'loopback',
        'fd00::/8',
      ]);
    });

    test.each(['true', 'yes', '10.0.0.0/33', '10.0.0.1,', '999', 'proxy.internal'])(
      'refuses "%s" at startup, naming the variable and what it takes',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY must be empty \(trust no proxy\), a hop count/,
        );
      },
    );
  });
});
