import { beforeEach, describe, expect, test, vi } from 'vitest';

// The module keeps what it loaded; each test starts from a fresh copy (the set-up file has
// loaded both languages with the private part in the shared one).
async function freshModule() {
  vi.resetModules();
  return import('../../../portal/app/locale-catalogues');
}

type Portal = Record<string, unknown>;
const portalOf = (catalogue: { portal: object } | undefined) => catalogue?.portal as Portal;

describe('the portal catalogues in two parts (issue 15)', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  test('a locale loads the public strings alone until the private area asks', async () => {
    const catalogues = await freshModule();
    const pt = await catalogues.loadCatalogue('pt-BR');
    expect(portalOf(pt).login).toBeDefined();
    expect(portalOf(pt).checkoutPage).toBeUndefined();
    expect(catalogues.catalogueReady('pt-BR')).toBe(true);
  });

  test('the private part joins every loaded locale, and the subscribers are told', async () => {
    const catalogues = await freshModule();
    await catalogues.loadCatalogue('pt-BR');
    const told = vi.fn();
    const unsubscribe = catalogues.subscribeCatalogues(told);
    await catalogues.loadPrivateCatalogue();
    const pt = catalogues.loadedCatalogue('pt-BR');
    expect(portalOf(pt).checkoutPage).toMatchObject({ title: 'Enviar dinheiro ao exterior' });
    expect(portalOf(pt).login).toBeDefined();
    expect(told).toHaveBeenCalledTimes(1);
    unsubscribe();
    // Asked again: nothing left to load, nobody told.
    await catalogues.loadPrivateCatalogue();
    expect(told).toHaveBeenCalledTimes(1);
  });

  test('a language loaded after the private area asked comes with its private part', async () => {
    const catalogues = await freshModule();
    await catalogues.loadCatalogue('pt-BR');
    await catalogues.loadPrivateCatalogue();
    expect(catalogues.catalogueReady('en-US')).toBe(false);
    const en = await catalogues.loadCatalogue('en-US');
    expect(portalOf(en).checkoutPage).toMatchObject({ title: 'Send money abroad' });
    expect(catalogues.catalogueReady('en-US')).toBe(true);
  });

  test('loads running at once end with one catalogue holding both parts', async () => {
    const catalogues = await freshModule();
    const [, , en] = await Promise.all([
      catalogues.loadCatalogue('en-US'),
      catalogues.loadPrivateCatalogue(),
      catalogues.loadCatalogue('en-US'),
    ]);
    // The private area asked before en-US had loaded: the load still brings its part.
    expect(portalOf(en).creditCard).toBeDefined();
    expect(portalOf(catalogues.loadedCatalogue('en-US')).creditCard).toBeDefined();
  });
});
