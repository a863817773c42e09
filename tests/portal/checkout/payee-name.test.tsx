// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider, type PortalServices } from '../../../portal/app/services';
import { usePayeeName, type PayeeKind } from '../../../portal/pages/checkout/use-payee-name';

// The name of the payee a checkout chose, shown on its collapsed section and on the summary.
// A company's beneficiaries and accounts live behind the GraphQL API, not under a CPF: the
// company's chosen account used to be read through the individuals' REST call with an empty CPF,
// which failed, and the 'Account' section closed with no name at all.

function servicesWith(api: Record<string, unknown>): PortalServices {
  return { api } as unknown as PortalServices;
}

function nameOf(services: PortalServices, kind: PayeeKind, id: number, customer: object) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  return renderHook(() => usePayeeName(kind, id, customer), { wrapper });
}

describe('usePayeeName', () => {
  it("names a company's own account from its GraphQL list, never the CPF call", async () => {
    const restGet = vi.fn(() => Promise.reject(new Error('no CPF')));
    const services = servicesWith({
      payees: { accounts: { get: restGet }, beneficiaries: { get: restGet } },
      companyPayees: {
        accounts: {
          list: () =>
            Promise.resolve([
              { id: 3, name: 'Other Ltda', bankName: 'Citi' },
              { id: 7, name: 'Empresa Demo Importadora Ltda', bankName: 'Chase' },
            ]),
        },
        beneficiaries: { list: () => Promise.resolve([]) },
      },
    });
    const { result } = nameOf(services, 'account', 7, { cnpj: '11222333000181' });
    await waitFor(() => expect(result.current).toBe('Empresa Demo Importadora Ltda · Chase'));
    expect(restGet).not.toHaveBeenCalled();
  });

  it("names a company's beneficiary from its GraphQL list", async () => {
    const services = servicesWith({
      payees: {},
      companyPayees: {
        accounts: { list: () => Promise.resolve([]) },
        beneficiaries: {
          list: () => Promise.resolve([{ id: 5, fullName: 'Acme Supplies Inc' }]),
        },
      },
    });
    const { result } = nameOf(services, 'beneficiary', 5, { cnpj: '11222333000181' });
    await waitFor(() => expect(result.current).toBe('Acme Supplies Inc'));
  });

  it("still reads an individual's account through the REST call under the CPF", async () => {
    const get = vi.fn(() => Promise.resolve({ id: 2, name: 'Maria Silva', bankName: 'HSBC' }));
    const services = servicesWith({ payees: { accounts: { get } }, companyPayees: {} });
    const { result } = nameOf(services, 'account', 2, { cpf: '12345678909' });
    await waitFor(() => expect(result.current).toBe('Maria Silva · HSBC'));
    expect(get).toHaveBeenCalledWith('12345678909', 2);
  });
});
