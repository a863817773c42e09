import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const production = { FX_MODE: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('INBOUND_LINK_VALIDITY_SECONDS', () => {
  test('unset by default: links last the spec’s 12 hours', () => {
    expect(loadConfig({}).inboundLinkValiditySeconds).toBeUndefined();
    expect(loadConfig(production).inboundLinkValiditySeconds).toBeUndefined();
  });

  test('a whole number of seconds from 1 to 43200 in sandbox mode', () => {
    expect(loadConfig({ INBOUND_LINK_VALIDITY_SECONDS: '60' }).inboundLinkValiditySeconds).toBe(60);
    expect(loadConfig({ INBOUND_LINK_VALIDITY_SECONDS: '43200' }).inboundLinkValiditySeconds).toBe(
      43_200,
    );
  });

  test.each(['0', '-1', '1.5', 'soon', '43201'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ INBOUND_LINK_VALIDITY_SECONDS: value })).toThrow(
      /INBOUND_LINK_VALIDITY_SECONDS/,
    );
  });

  test('production refuses it: its links always last 12 hours', () => {
    expect(() => loadConfig({ ...production, INBOUND_LINK_VALIDITY_SECONDS: '60' })).toThrow(
      ConfigError,
    );
  });
});
