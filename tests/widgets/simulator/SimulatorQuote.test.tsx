// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Simulator } from '../../../widgets/simulator/Simulator';
import { correspondentFixture } from '../correspondent-fixture';
import { simulatorFetch, type SimulatorFetchOptions } from './simulator-fetch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = 'http://fx.test/api';

function renderSimulator(
  props: Partial<Parameters<typeof Simulator>[0]> = {},
  options: SimulatorFetchOptions = {},
) {
  const fake = simulatorFetch(options);
  vi.stubGlobal('fetch', fake.fetch);
  const view = render(
    <Simulator
      identifier="demo"
      locale="en-US"
      apiBaseURL={API}
      correspondent={correspondentFixture()}
      {...props}
    />,
  );
  return { ...fake, view };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const quotes = (urls: URL[]) =>
  urls.filter(
    (url) =>
      url.pathname.includes('/v2/exchanges/remittance/') && !url.pathname.endsWith('/currencies'),
  );

describe('Simulator quoting', () => {
  it.each([
    ['en-US' as const, 'MINIMUM_VALUE_NOT_REACHED', '10.00', 'The minimum is $10.00.'],
    ['pt-BR' as const, 'MINIMUM_VALUE_NOT_REACHED', '10.00', 'O valor mínimo é US$ 10,00.'],
    ['en-US' as const, 'MAXIMUM_VALUE_REACHED', '50000.00', 'The maximum is $50,000.00.'],
    ['pt-BR' as const, 'MAXIMUM_VALUE_REACHED', '50000.00', 'O valor máximo é US$ 50.000,00.'],
  ])(
    'says the limit an amount was moved to plainly (%s, %s; issue 19 item 6)',
    async (locale, code, value, text) => {
      const { view } = renderSimulator(
        { locale },
        { clampMessage: { code, params: [value, 'USD'] } },
      );
      await waitFor(() =>
        expect(
          view.container.querySelector('.fx-message')?.textContent?.replace(/\u00a0/g, ' '),
        ).toBe(text),
      );
    },
  );

  it('renders a first quote: both amounts, the rate and the details', async () => {
    const { urls } = renderSimulator();
    await waitFor(() => expect(input('You send').value).toBe('5585.50'));
    expect(input('You receive').value).toBe('1000.00');
    expect(screen.getByText('1 USD = R$5.5000')).toBeTruthy();
    // The breakdown's chunk loads when More Details is opened.
    fireEvent.click(screen.getByText('More Details'));
    // The breakdown loads in its own chunk.
    expect(await screen.findByText('IOF (1.10%)')).toBeTruthy();
    expect(screen.getByText('Your exchange rate')).toBeTruthy();
    expect(screen.getByText('Total to pay')).toBeTruthy();
    expect(screen.getByText('until 2,000 miles · until 10 points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send money' }).getAttribute('href')).toMatch(
      /^http:\/\/fx\.test\/demo\/app\/checkout\/remittance\/outbound\?simulator=remittance&remittanceType=outbound&purposeCode=MAINTENANCE&quotationId=q-1&/,
    );
    // One quotation request for the first quote, in hundredths.
    expect(quotes(urls)).toHaveLength(1);
    expect(quotes(urls)[0]?.searchParams.get('value')).toBe('100000');
  });

  it('re-quotes direct when the receive side is typed and reverse when the send side is', async () => {
    const { urls } = renderSimulator();
    await waitFor(() => expect(input('You send').value).not.toBe(''));
    fireEvent.change(input('You receive'), { target: { value: '200' } });
    await waitFor(() => expect(quotes(urls)).toHaveLength(2));
    expect(quotes(urls)[1]?.pathname).toBe('/api/v2/exchanges/remittance/outbound');
    expect(quotes(urls)[1]?.searchParams.get('value')).toBe('20000');
    await waitFor(() => expect(input('You send').value).toBe('1137.10'));

    fireEvent.change(input('You send'), { target: { value: '580' } });
    await waitFor(() => expect(quotes(urls)).toHaveLength(3));
    expect(quotes(urls)[2]?.pathname).toBe('/api/v2/exchanges/remittance/outbound/reverse');
    expect(quotes(urls)[2]?.searchParams.get('value')).toBe('58000');
    await waitFor(() => expect(input('You receive').value).toBe('100.00'));
    expect(input('You send').value).toBe('580');
  });

  it('blocks keys other than digits and one dot, and cleans pasted text', async () => {
    renderSimulator();
    const field = input('You receive');
    expect(fireEvent.keyDown(field, { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(field, { key: 'Backspace' })).toBe(true);
    expect(fireEvent.keyDown(field, { key: 'v', ctrlKey: true })).toBe(true);
    // The field already holds '1000.00': a second dot is refused.
    expect(fireEvent.keyDown(field, { key: '.' })).toBe(false);
    fireEvent.change(field, { target: { value: 'US$ 1,250.5.0' } });
    expect(field.value).toBe('1250.50');
    fireEvent.blur(field);
    expect(field.value).toBe('1250.50');
  });

  it('re-quotes when the purpose changes and shows IR beside IOF, each with its rate, for services', async () => {
    const { urls } = renderSimulator();
    await waitFor(() => expect(quotes(urls)).toHaveLength(1));
    const purpose = screen.getByLabelText<HTMLSelectElement>('Who do you want to send it to?');
    fireEvent.change(purpose, { target: { value: 'SERVICES' } });
    await waitFor(() => expect(quotes(urls)).toHaveLength(2));
    expect(quotes(urls)[1]?.searchParams.get('purposeCode')).toBe('SERVICES');
    fireEvent.click(screen.getByText('More Details'));
    expect(await screen.findByText('IR (25.00%)')).toBeTruthy();
    expect(screen.getByText('IOF (3.50%)')).toBeTruthy();
  });

  it('says Invalid coupon! for a refused coupon and applies a valid one', async () => {
    const { urls } = renderSimulator();
    await waitFor(() => expect(quotes(urls)).toHaveLength(1));
    const coupon = input('Coupon');
    fireEvent.change(coupon, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon!')).toBeTruthy();
    expect(coupon.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(coupon, { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon applied')).toBeTruthy();
    await waitFor(() => expect(quotes(urls).at(-1)?.searchParams.get('coupon')).toBe('WELCOME10'));
  });

  it('shows the expiry modal when the quote runs out, then the refreshed quote', async () => {
    const { urls } = renderSimulator({}, { validityMs: 600 });
    await waitFor(() => expect(quotes(urls)).toHaveLength(1));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your quote has changed!' },
      { timeout: 3000 },
    );
    await within(dialog).findByText('Your quote has been updated!');
    expect(quotes(urls)[1]?.searchParams.get('id')).toBe('q-1');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ok).toBeTruthy();
  });

  it('off screen, refreshes an expired quote without the modal (no focus taken, no scroll)', async () => {
    // The visitor scrolled on (to a checkout below): the widget is outside the viewport.
    class OffScreen {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ isIntersecting: false, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', OffScreen);
    let sawDialog = false;
    const watcher = new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')) sawDialog = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    const { urls } = renderSimulator({}, { validityMs: 600 });
    await waitFor(() => expect(quotes(urls)).toHaveLength(1));
    await waitFor(() => expect(quotes(urls).length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(quotes(urls)[1]?.searchParams.get('id')).toBe('q-1');
    watcher.disconnect();
    expect(sawDialog).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a company outbound only, with AVAILABILITY', async () => {
    renderSimulator({ personType: 'LEGAL' });
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Paper money' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Who do you want to send it to?').value).toBe(
      'AVAILABILITY',
    );
  });

  it('switches to a company by the person type and keeps outbound only', async () => {
    renderSimulator();
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Company'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull());
  });

  it("a signed-in company's simulator: outbound only, the person type not asked, quoted as LEGAL", async () => {
    const { urls } = renderSimulator({ personType: 'LEGAL', personTypeFixed: true });
    await waitFor(() => expect(quotes(urls)).toHaveLength(1));
    expect(quotes(urls)[0]?.pathname).toBe('/api/v2/exchanges/remittance/outbound');
    expect(quotes(urls)[0]?.searchParams.get('personType')).toBe('LEGAL');
    expect(screen.queryByRole('group', { name: 'Operation type' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Person type' })).toBeNull();
    expect(screen.queryByLabelText('Individual')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send money' })).toBeTruthy();
  });

  it('quotes inbound with its own labels and purposes', async () => {
    const { urls } = renderSimulator({ operation: 'inbound' });
    await waitFor(() =>
      expect(quotes(urls)[0]?.pathname).toBe('/api/v2/exchanges/remittance/inbound'),
    );
    expect(input('Sender sends')).toBeTruthy();
    expect(input('You receive')).toBeTruthy();
    const purpose = screen.getByLabelText<HTMLSelectElement>('Who are you receiving from?');
    expect([...purpose.options].map((option) => option.value)).toEqual([
      'ADSENSE',
      'AVAILABILITY',
      'MAINTENANCE',
    ]);
    expect(screen.getByRole('link', { name: 'Receive money' })).toBeTruthy();
  });

  it('offers paper money with the city search and the no-agents message', async () => {
    renderSimulator({ operation: 'paper-money' });
    expect(
      await screen.findByText('Paper Currency Unavailable. Error locating agents.'),
    ).toBeTruthy();
    expect(await screen.findByText('Rounded to $1,000.00: notes of 10, 20, 50, 100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Currency' })).toBeTruthy();
  });

  const agent = {
    id: 1,
    name: 'Loja Centro',
    address: 'Rua A',
    addressNumber: 1,
    neighborhood: null,
    city: 'São Paulo',
    state: 'SP',
    zipCode: null,
    latitude: 0,
    longitude: 0,
    phone: null,
    deliversPaperMoney: true,
    distanceKm: null,
  };

  it('suggests served cities as the customer types, accents and case ignored', async () => {
    const { urls } = renderSimulator({ operation: 'paper-money' }, { agents: [agent] });
    const city = await screen.findByLabelText('Your city');
    fireEvent.change(city, { target: { value: 'floria' } });
    fireEvent.change(city, { target: { value: 'florian' } });
    await waitFor(() =>
      expect(document.querySelector('datalist option')?.getAttribute('value')).toBe(
        'Florianópolis',
      ),
    );
    // Debounced: one search, for the last text typed.
    const searches = urls.filter((url) => url.pathname.endsWith('/paper-money/served-cities'));
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['florian']);
    // Picking the suggestion puts its name in the field: a served city.
    fireEvent.change(city, { target: { value: 'Florianópolis' } });
    fireEvent.blur(city);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('We do not deliver to this city.')).toBeNull();
    expect(city.getAttribute('aria-invalid')).toBe('false');
  });

  it('says a city that is not served is not delivered to, and not for a served one', async () => {
    renderSimulator({ operation: 'paper-money' }, { agents: [agent] });
    const city = await screen.findByLabelText('Your city');
    fireEvent.change(city, { target: { value: 'Ouro Preto' } });
    fireEvent.blur(city);
    expect(await screen.findByText('We do not deliver to this city.')).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(city, { target: { value: 'SAO PAULO' } });
    fireEvent.blur(city);
    await waitFor(() => expect(screen.queryByText('We do not deliver to this city.')).toBeNull());
    expect(city.getAttribute('aria-invalid')).toBe('false');
  });

  it('says it in Portuguese', async () => {
    renderSimulator({ operation: 'paper-money', locale: 'pt-BR' }, { agents: [agent] });
    const city = await screen.findByLabelText('Sua cidade');
    fireEvent.change(city, { target: { value: 'Paraty' } });
    fireEvent.blur(city);
    expect(await screen.findByText('Não entregamos nesta cidade.')).toBeTruthy();
  });

  it.each([
    ['en-US', 'Your city', 'We do not deliver to this city.', 'Buy Currency'],
    ['pt-BR', 'Sua cidade', 'Não entregamos nesta cidade.', 'Comprar moeda'],
  ] as const)(
    'says an unserved city as soon as no served city matches, before leaving the field, and offers Buy only for a served city (%s; issue 19, item 9)',
    async (locale, label, message, buy) => {
      renderSimulator({ operation: 'paper-money', locale }, { agents: [agent] });
      const city = await screen.findByLabelText(label);
      const link = () => screen.getByRole('link', { name: buy });
      await waitFor(() => expect(link().getAttribute('aria-disabled')).toBe('false'));
      // No served city contains the text: said while the customer is still in the field.
      fireEvent.change(city, { target: { value: 'Cidade Que Não Existe' } });
      const said = await screen.findByText(message);
      expect(city.getAttribute('aria-describedby')).toBe(said.id);
      expect(city.getAttribute('aria-invalid')).toBe('true');
      // The simulator hears of it through a state update of its own: a render later.
      await waitFor(() => expect(link().getAttribute('aria-disabled')).toBe('true'));
      // Buy does nothing meanwhile.
      const onCheckout = vi.fn();
      link().addEventListener('fx:checkout', onCheckout);
      fireEvent.click(link());
      expect(onCheckout).not.toHaveBeenCalled();
      // A served city: Buy is offered again.
      fireEvent.change(city, { target: { value: 'São Paulo' } });
      fireEvent.blur(city);
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
      expect(link().getAttribute('aria-disabled')).toBe('false');
    },
  );

  it('goes to the paper-money checkout with Buy Currency', async () => {
    renderSimulator({ operation: 'paper-money' }, { agents: [agent] });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Buy Currency' }).getAttribute('href')).toContain(
        '/demo/app/checkout/paper-money/operation?simulator=paperMoney&',
      ),
    );
  });

  it('fires fx:quote and a cancelable fx:checkout that the portal can take over', async () => {
    const onCheckout = vi.fn();
    const { view } = renderSimulator({ onCheckout });
    const quote = new Promise<CustomEvent>((resolve) =>
      view.container.addEventListener('fx:quote', (event) => resolve(event as CustomEvent), {
        once: true,
      }),
    );
    expect((await quote).detail).toMatchObject({ id: 'q-1', total: '5585.50', currency: 'BRL' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Send money' }).getAttribute('aria-disabled')).toBe(
        'false',
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Send money' }));
    expect(onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ simulator: 'remittance-outbound', quotationId: 'q-1' }),
    );
  });

  it('speaks Portuguese with pt-BR numbers', async () => {
    renderSimulator({ locale: 'pt-BR' });
    await waitFor(() => expect(input('Você envia').value).toBe('5585.50'));
    expect(screen.getByText('1 USD = R$ 5,5000')).toBeTruthy();
    fireEvent.click(screen.getByText('Mais detalhes'));
    expect(await screen.findByText('IOF (1,10%)')).toBeTruthy();
    expect(screen.getByLabelText('Para quem você quer enviar?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enviar dinheiro' })).toBeTruthy();
  });

  it('answers the purpose question with short choices; the nature of a personal one goes below, described', async () => {
    renderSimulator({ locale: 'pt-BR' });
    const purpose = await screen.findByLabelText<HTMLSelectElement>('Para quem você quer enviar?');
    expect([...purpose.options].map((option) => option.text)).toEqual([
      'Para outra pessoa',
      'Para mim mesmo',
      'Pagamento de serviços',
      'Estudos',
      'Investimentos',
    ]);
    expect(purpose.value).toBe('MAINTENANCE');
    const nature = screen.getByText('Manutenção de residente');
    expect(purpose.getAttribute('aria-describedby')).toBe(nature.id);
    fireEvent.change(purpose, { target: { value: 'AVAILABILITY' } });
    expect(await screen.findByText('Disponibilidade no exterior')).toBeTruthy();
    // A purpose that says it all has no note.
    fireEvent.change(purpose, { target: { value: 'STUDIES' } });
    await waitFor(() => expect(screen.queryByText('Disponibilidade no exterior')).toBeNull());
    expect(purpose.getAttribute('aria-describedby')).toBeNull();
  });

  it('words the personal purposes from the sender when receiving', async () => {
    renderSimulator({ operation: 'inbound', locale: 'pt-BR' });
    const purpose = await screen.findByLabelText<HTMLSelectElement>('De quem você está recebendo?');
    expect([...purpose.options].map((option) => option.text)).toEqual([
      'Receitas de publicidade (AdSense)',
      'De mim mesmo',
      'De outra pessoa',
    ]);
  });

  it('shows the currency as flag image and code, with full names in the options and no emoji', async () => {
    const { view } = renderSimulator();
    await waitFor(() => expect(input('You send').value).toBe('5585.50'));
    const select = screen.getByLabelText<HTMLSelectElement>('Currency');
    const picker = select.closest('.fx-currency');
    if (!picker) throw new Error('no currency picker');
    await waitFor(() => expect(picker.querySelector('img')).toBeTruthy());
    const flag = picker.querySelector('img');
    // Loaded from the API origin the widget calls (what a host's CSP allows), not the public one.
    expect(flag?.getAttribute('src')).toBe('http://fx.test/api/v2/exchanges/flags/us.svg');
    expect(flag?.getAttribute('alt')).toBe('');
    expect(flag?.getAttribute('width')).toBe('20');
    expect(picker.textContent?.startsWith('USD')).toBe(true);
    expect(select.selectedOptions[0]?.textContent).toBe('USD · US Dollar');
    // No regional-indicator emoji anywhere (they draw empty boxes without an emoji font).
    expect(view.container.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('shows no flag at all when the currency list cannot be loaded', async () => {
    const fake = simulatorFetch();
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/currencies')
        ? new Response('{}', { status: 503 })
        : fake.fetch(input, init)) as typeof fetch);
    const view = render(
      <Simulator
        identifier="demo"
        locale="en-US"
        apiBaseURL={API}
        correspondent={correspondentFixture()}
      />,
    );
    await waitFor(() => expect(input('You send').value).toBe('5585.50'));
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('starts from the host attributes: operation, amount and currency', async () => {
    const { urls } = renderSimulator({ amount: '250', currency: 'eur' });
    await waitFor(() => expect(quotes(urls)).toHaveLength(1));
    expect(quotes(urls)[0]?.searchParams.get('currency')).toBe('EUR');
    expect(quotes(urls)[0]?.searchParams.get('value')).toBe('25000');
  });
});
