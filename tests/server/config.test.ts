import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  test('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
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

  describe('HOST and SANDBOX_PUBLIC', () => {
    test('listens on loopback in sandbox mode and on every interface in production by default', () => {
      expect(loadConfig({}).host).toBe('127.0.0.1');
      expect(loadConfig({ FX_MODE: 'production', SMTP_URL: 'smtp://m:25' }).host).toBe('0.0.0.0');
    });

    test.each(['127.0.0.1', '127.8.9.10', '::1', '[::1]', 'localhost', 'LOCALHOST'])(
      'lets sandbox mode listen on the loopback host %s',
      (host) => {
        expect(loadConfig({ HOST: host }).host).toBe(host);
      },
    );

    test.each(['0.0.0.0', '::', '192.168.1.20', 'fx.example'])(
      'refuses sandbox mode on %s without SANDBOX_PUBLIC=1, saying why',
      (host) => {
        expect(() => loadConfig({ HOST: host })).toThrow(ConfigError);
        expect(() => loadConfig({ HOST: host })).toThrow(
          /sandbox mode .*not for real customers.*SANDBOX_PUBLIC=1/s,
        );
        expect(() => loadConfig({ HOST: host, SANDBOX_PUBLIC: '0' })).toThrow(ConfigError);
        expect(loadConfig({ HOST: host, SANDBOX_PUBLIC: '1' }).host).toBe(host);
      },
    );

    test('lets production listen anywhere and refuses a SANDBOX_PUBLIC that is not 1 or 0', () => {
      expect(
        loadConfig({ FX_MODE: 'production', SMTP_URL: 'smtp://m:25', HOST: '0.0.0.0' }).host,
      ).toBe('0.0.0.0');
      expect(() => loadConfig({ HOST: '0.0.0.0', SANDBOX_PUBLIC: 'please' })).toThrow(
        /SANDBOX_PUBLIC must be 1 or 0/,
      );
    });
  });
});
