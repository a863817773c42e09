// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../src/api/customer-fixtures';
import { authUserFixture } from '../session-fixture';
import { renderPortal } from './profile-harness';

const BASE = '/api/customers/v1/physicals/52998224725/addresses';
const LIST = [
  addressFixture(),
  addressFixture({
    id: 8,
    nickname: 'Trabalho',
    street: 'Rua Augusta',
    number: null,
    complement: null,
    default: false,
    zipCode: '01305000',
    neighborhood: 'Consolação',
  }),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function items() {
  return screen.getAllByTestId('address-item');
}

async function openDelete(index: number) {
  const item = (await screen.findAllByTestId('address-item'))[index] as HTMLElement;
  const toggle = within(item).getAllByRole('button')[0] as HTMLElement;
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return item;
}

describe('address list (spec platform §2.3 "Addresses", §5 display rule)', () => {
  it('lists the addresses by the display rule, with the add link', async () => {
    renderPortal({
      path: '/demo/app/profile/address',
      user: authUserFixture(),
      routes: { [`GET ${BASE}`]: { status: 200, body: LIST } },
    });
    await screen.findAllByTestId('address-item');
    const lines = items().map(
      (item) => item.querySelector('.address-item__line')?.textContent ?? '',
    );
    expect(lines).toEqual(['Avenida Paulista, 1578', 'Rua Augusta, S/N']);
    expect(items()[0]?.textContent).toContain('Principal');
    expect(items()[0]?.textContent).toContain('01310-200');
    expect(screen.getByRole('link', { name: 'Adicionar novo endereço' }).getAttribute('href')).toBe(
      '/demo/app/profile/address/new',
    );
  });

  it('expands an item to edit or delete it', async () => {
    renderPortal({
      path: '/demo/app/profile/address',
      user: authUserFixture(),
      routes: { [`GET ${BASE}`]: { status: 200, body: LIST } },
    });
    const item = await openDelete(1);
    expect(within(item).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/demo/app/profile/address/edit/8',
    );
    expect(within(item).getByRole('button', { name: 'Excluir' })).toBeTruthy();
  });

  it('asks before deleting, deletes on "Sim, excluir endereço" and notifies', async () => {
    const { calls } = renderPortal({
      path: '/demo/app/profile/address',
      user: authUserFixture(),
      routes: {
        [`GET ${BASE}`]: { status: 200, body: LIST },
        [`DELETE ${BASE}/8`]: { status: 204 },
      },
    });
    const item = await openDelete(1);
    fireEvent.click(within(item).getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Você tem certeza que deseja apagar esse endereço?',
    });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The safe answer has the focus.
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir endereço' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Endereço deletado com sucesso'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(items()).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${BASE}/8`,
    ]);
  });

  it('keeps the address and says so when the delete fails', async () => {
    renderPortal({
      path: '/demo/app/profile/address',
      user: authUserFixture(),
      routes: {
        [`GET ${BASE}`]: { status: 200, body: LIST },
        [`DELETE ${BASE}/8`]: {
          status: 500,
          body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno!' },
        },
      },
    });
    const item = await openDelete(1);
    fireEvent.click(within(item).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir endereço' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Houve um erro ao deletar o endereço'),
    );
    expect(items()).toHaveLength(2);
  });

  it('Cancelar and Escape close the question without deleting', async () => {
    const { calls } = renderPortal({
      path: '/demo/app/profile/address',
      locale: 'en-US',
      user: authUserFixture(),
      routes: { [`GET ${BASE}`]: { status: 200, body: LIST } },
    });
    const item = await openDelete(0);
    const remove = within(item).getByRole('button', { name: 'Delete' });
    fireEvent.click(remove);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this address?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    remove.focus();
    fireEvent.click(remove);
    expect(screen.getByRole('button', { name: 'Yes, delete address' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('announces a saved address when the add page comes back', async () => {
    const { router, calls } = renderPortal({
      path: '/demo/app/profile/address/new',
      user: authUserFixture(),
      routes: {
        [`GET ${BASE}`]: { status: 200, body: LIST },
        [`POST ${BASE}`]: (body) => ({
          status: 201,
          body: { id: 9, default: false, ...(body as object) },
        }),
        'GET /api/v1/zip-codes/01310100': {
          status: 200,
          body: {
            zipCode: '01310100',
            street: 'Avenida Paulista',
            complement: '',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
            country: 'BR',
            ibge: null,
            ddd: '11',
            sandbox: true,
          },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText(/Apelido/), { target: { value: 'Casa nova' } });
    fireEvent.change(screen.getByLabelText(/CEP/), { target: { value: '01310-100' } });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Logradouro/) as HTMLInputElement).value).toBe(
        'Avenida Paulista',
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Número/), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/app/profile/address'));
    expect((await screen.findByText('Endereço salvo com sucesso')).getAttribute('role')).toBe(
      'status',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nickname: 'Casa nova',
      street: 'Avenida Paulista',
      number: 1000,
      complement: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      zipCode: '01310100',
      default: false,
    });
  });
});
