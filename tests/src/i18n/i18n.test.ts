import { describe, expect, test } from 'vitest';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  createI18n,
  detectLocale,
  resources,
  translateError,
} from '../../../src/i18n';
import { ERROR_CODES } from '../../../src/contracts/errors';

describe('detectLocale', () => {
  test.each([
    [undefined, 'pt-BR'],
    [[], 'pt-BR'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT', 'en-US'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['en'], 'en-US'],
    [['en-GB', 'pt-BR'], 'en-US'],
    [['EN_au'], 'en-US'],
    [['fr-FR', 'de', 'en-US'], 'en-US'],
    [['fr-FR', 'es'], 'pt-BR'],
  ])('the languages %j give %s', (languages, locale) => {
    expect(detectLocale(languages)).toBe(locale);
  });

  test('pt-BR is the default and comes first', () => {
    expect(DEFAULT_LOCALE).toBe('pt-BR');
    expect(SUPPORTED_LOCALES).toEqual(['pt-BR', 'en-US']);
  });
});

describe('createI18n', () => {
  test('is ready synchronously with common as the default namespace', () => {
    const i18n = createI18n('en-US');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('general.genericError')).toBe('Internal error!');
    expect(i18n.t('validation.required')).toBe('The field needs to be filled in!');
  });

  test('speaks pt-BR and interpolates positional placeholders', () => {
    const i18n = createI18n('pt-BR');
    expect(i18n.t('validation.required')).toBe('O campo precisa ser preenchido!');
    expect(i18n.t('general.invalidField', { 0: 'CPF' })).toBe('O campo CPF é inválido');
    expect(i18n.t('correspondent.disabled', { 0: 'Antiga Câmbio', 1: '+55 11 4000-1234' })).toBe(
      'O correspondente Antiga Câmbio está inativo no momento, aguarde alguns minutos ou entre em contato pelo telefone +55 11 4000-1234.',
    );
  });

  test('reads the other namespaces by prefix', () => {
    expect(createI18n('en-US').t('errors:CORRESPONDENT_NOT_FOUND')).toBe(
      'Correspondent not found.',
    );
  });

  test('does not escape interpolated values (React escapes on render)', () => {
    expect(createI18n('en-US').t('general.invalidField', { 0: 'A & B' })).toBe(
      'Field A & B is invalid',
    );
  });

  test('a resource added to one instance does not leak into others or the catalogues', () => {
    createI18n('pt-BR').addResource('pt-BR', 'common', 'leak.key', 'vazou');
    expect(createI18n('pt-BR').exists('leak.key')).toBe(false);
    expect(Object.keys(resources['pt-BR'].common)).not.toContain('leak');
  });

  test('two instances keep their own language', async () => {
    const a = createI18n('pt-BR');
    const b = createI18n('pt-BR');
    await b.changeLanguage('en-US');
    expect(a.t('general.loading')).toBe('Carregando...');
    expect(b.t('general.loading')).toBe('Loading...');
  });
});

describe('translateError', () => {
  test.each(ERROR_CODES)('the code %s has a message in both locales', (code) => {
    expect(translateError(code, 'pt-BR')).not.toBe(code);
    expect(translateError(code, 'en-US')).not.toBe(code);
  });

  test('translates a known code', () => {
    expect(translateError('CORRESPONDENT_NOT_FOUND', 'pt-BR')).toBe(
      'Correspondente não encontrado.',
    );
  });

  test('fills the positional placeholders; one without a value stays', () => {
    expect(translateError('MINIMUM_VALUE_NOT_REACHED', 'pt-BR', ['10,00', 'USD'])).toBe(
      'Valor 10,00 de USD não atingido',
    );
    expect(translateError('MINIMUM_VALUE_NOT_REACHED', 'en-US', ['10.00'])).toBe(
      'Value 10.00 of {{1}} not reached',
    );
  });

  test('a count of one takes the singular form (issue 19, item 6)', () => {
    expect(translateError('RESEND_TOO_EARLY', 'en-US', ['1'])).toBe(
      'Wait 1 second to request a new code.',
    );
    expect(translateError('RESEND_TOO_EARLY', 'pt-BR', ['1'])).toBe(
      'Aguarde 1 segundo para pedir um novo código.',
    );
    expect(translateError('RESEND_TOO_EARLY', 'en-US', ['42'])).toBe(
      'Wait 42 seconds to request a new code.',
    );
    expect(translateError('RESEND_TOO_EARLY', 'pt-BR', ['42'])).toBe(
      'Aguarde 42 segundos para pedir um novo código.',
    );
  });

  test('an unknown code gives the generic internal error', () => {
    expect(translateError('SOMETHING_NEW', 'en-US')).toBe('Internal error!');
    expect(translateError('SOMETHING_NEW', 'pt-BR')).toBe('Erro interno!');
  });
});

describe('the money formatter', () => {
  test('formats integer minor units in the instance locale', () => {
    const pt = createI18n('pt-BR');
    const en = createI18n('en-US');
    // A throw-away key: the formatter is what is under test, not a catalogue entry.
    pt.addResource('pt-BR', 'common', 'test.total', 'Total: {{amount, money}}');
    en.addResource('en-US', 'common', 'test.total', 'Total: {{amount, money}}');
    expect(pt.t('test.total', { amount: 123456 })).toBe('Total: R$\u00a01.234,56');
    expect(en.t('test.total', { amount: 100, formatParams: { amount: { currency: 'USD' } } })).toBe(
      'Total: $1.00',
    );
  });
});
