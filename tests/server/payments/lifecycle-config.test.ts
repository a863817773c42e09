import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const production = { FX_MODE: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };

describe('LIFECYCLE_STEP_SECONDS', () => {
  test('5 seconds by default in sandbox mode; unset in production mode (no automatic steps)', () => {
    expect(loadConfig({}).lifecycleStepSeconds).toBe(5);
    expect(loadConfig(production).lifecycleStepSeconds).toBeUndefined();
  });

  test('a whole number of seconds from 0 to 86400, in either mode', () => {
    expect(loadConfig({ LIFECYCLE_STEP_SECONDS: '0' }).lifecycleStepSeconds).toBe(0);
    expect(loadConfig({ LIFECYCLE_STEP_SECONDS: ' 30 ' }).lifecycleStepSeconds).toBe(30);
    expect(
      loadConfig({ ...production, LIFECYCLE_STEP_SECONDS: '86400' }).lifecycleStepSeconds,
    ).toBe(86_400);
  });

  test.each(['-1', '1.5', 'five', '86401'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ LIFECYCLE_STEP_SECONDS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ LIFECYCLE_STEP_SECONDS: value })).toThrow(/LIFECYCLE_STEP_SECONDS/);
  });
});
