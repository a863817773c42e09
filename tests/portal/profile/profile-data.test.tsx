// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { common } from '../../../src/i18n/locales/pt-BR/common';
import { companyFixture, individualFixture } from '../../src/api/customer-fixtures';
import { authUserFixture } from '../session-fixture';
import { renderPortal } from './profile-harness';

const RECORD = '/api/customers/v1/physicals/52998224725';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function input(label: RegExp | string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function errorOf(field: HTMLElement): string | undefined {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return (
    ids
      .map((id) => document.getElementById(id))
      .find((element) => element?.className === 'field__error')?.textContent ?? undefined
  );
}

describe('profile data (spec platform §2.3 "Profile data", §8)', () => {
  it('shows the record, saves the fields in their wire form and notifies success', async () => {
    const refresh = vi.fn(async () => undefined);
    const { calls } = renderPortal({
      path: '/demo/app/profile/me',
      user: authUserFixture(),
      session: { refresh },
      routes: {
        [`GET ${RECORD}`]: { status: 200, body: individualFixture() },
        [`PUT ${RECORD}`]: (body) => ({
          status: 200,
          body: individualFixture({ ...(body as object), name: 'Ana Maria Cliente' }),
        }),
      },
    });
    expect(((await screen.findByLabelText('Nome completo')) as HTMLInputElement).value).toBe(
      'Ana Cliente da Silva',
    );
    expect(input('Renda mensal (R$)').value).toBe('12.500,00');
    expect(input('CPF').readOnly).toBe(true);
    expect(input('CPF').value).toBe('529.982.247-25');
    fireEvent.change(input('Nome completo'), { target: { value: 'Ana Maria Cliente' } });
    fireEvent.change(input('Profissão'), { target: { value: 'Arquiteta' } });
    fireEvent.change(input('Renda mensal (R$)'), { target: { value: '15.000,50' } });
    fireEvent.blur(input('Renda mensal (R$)'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Atualização cadastral realizada com sucesso',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fullName: 'Ana Maria Cliente',
      profession: 'Arquiteta',
      monthlyIncome: 1_500_050,
      phone: '+5511961234567',
      email: 'cliente@demo.test',
    });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Alterar senha' }).getAttribute('href')).toBe(
      '/demo/app/profile/change-password',
    );
  });

  it('refuses blank and malformed fields before any request, each message on its field', async () => {
    const { calls } = renderPortal({
      path: '/demo/app/profile/me',
      user: authUserFixture(),
      routes: { [`GET ${RECORD}`]: { status: 200, body: individualFixture() } },
    });
    await screen.findByLabelText('Nome completo');
    fireEvent.change(input('Nome completo'), { target: { value: 'Ana' } });
    fireEvent.change(input('Profissão'), { target: { value: ' ' } });
    fireEvent.change(input('Renda mensal (R$)'), { target: { value: '0' } });
    fireEvent.change(input('E-mail'), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(errorOf(input('Nome completo'))).toBeDefined());
    expect(errorOf(input('Nome completo'))).toBe(common.validation.isNameWithSurname);
    expect(errorOf(input('Profissão'))).toBe(common.validation.required);
    expect(errorOf(input('Renda mensal (R$)'))).toBe(common.validation.isValidRevenue);
    expect(errorOf(input('E-mail'))).toBe(common.validation.email);
    expect(input('Nome completo').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Nome completo'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("puts the API's field errors on their fields and notifies the failure", async () => {
    renderPortal({
      path: '/demo/app/profile/me',
      locale: 'en-US',
      user: authUserFixture(),
      routes: {
        [`GET ${RECORD}`]: { status: 200, body: individualFixture() },
        [`PUT ${RECORD}`]: {
          status: 422,
          body: {
            statusCode: 422,
            code: 'EMAIL_ALREADY_IN_USE',
            message: 'Email is already in use',
            fields: [{ field: 'email', message: 'Email is already in use' }],
          },
        },
      },
    });
    await screen.findByLabelText('E-mail');
    fireEvent.change(input('E-mail'), { target: { value: 'empresa@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error updating profile');
    expect(errorOf(input('E-mail'))).toBe('Email is already in use');
    expect(input('E-mail').value).toBe('empresa@demo.test');
  });

  it('notifies a failure without fields with the API message', async () => {
    renderPortal({
      path: '/demo/app/profile/me',
      locale: 'en-US',
      user: authUserFixture(),
      routes: {
        [`GET ${RECORD}`]: { status: 200, body: individualFixture() },
        [`PUT ${RECORD}`]: {
          status: 503,
          body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again soon.' },
        },
      },
    });
    await screen.findByLabelText('E-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error updating profile');
    expect(alert.textContent).toContain('Try again soon.');
  });

  it('edits a company: company name, annual revenue and the person in charge', async () => {
    const path = '/api/customers/v1/legals/11222333000181';
    const { calls } = renderPortal({
      path: '/demo/app/profile/me',
      locale: 'en-US',
      user: authUserFixture({ cpf: undefined, cnpj: '11222333000181', name: 'Empresa Demo' }),
      routes: {
        [`GET ${path}`]: { status: 200, body: companyFixture() },
        [`PUT ${path}`]: { status: 200, body: companyFixture() },
      },
    });
    expect(((await screen.findByLabelText('Company name')) as HTMLInputElement).value).toBe(
      'Empresa Demo Comércio Ltda',
    );
    expect(screen.getByRole('heading', { name: 'Company data' })).toBeTruthy();
    expect(input('Annual revenue (R$)').value).toBe('1,200,000.00');
    expect(input('Name of the person in charge').value).toBe('Rui Responsável');
    fireEvent.change(input('Annual revenue (R$)'), { target: { value: '1,500,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      companyName: 'Empresa Demo Comércio Ltda',
      annualIncome: 150_000_000,
      phone: '+5511961234568',
      email: 'empresa@demo.test',
      personInChargeName: 'Rui Responsável',
      personInChargeEmail: 'responsavel@demo.test',
      personInChargeDoc: '39053344705',
    });
  });

  it('completes a pending registration: birth date, registration update, what is still missing', async () => {
    const setUser = vi.fn();
    const user = authUserFixture({ needsComplianceUpdate: true });
    const { calls } = renderPortal({
      path: '/demo/app/profile/me',
      user,
      session: { setUser },
      routes: {
        [`GET ${RECORD}`]: { status: 200, body: individualFixture({ birthDate: null }) },
        [`PUT ${RECORD}`]: { status: 200, body: individualFixture({ birthDate: null }) },
        'PUT /api/v1/registrations/users/1': {
          status: 200,
          body: {
            success: true,
            data: { ...user, needsComplianceUpdate: true },
            pendencies: ['address'],
          },
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Para continuar operando na plataforma, atualize seu cadastro',
    );
    // The update-profile modal stays away from the screen that resolves it.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(errorOf(input('Data de nascimento'))).toBe(common.validation.required),
    );
    fireEvent.change(input('Data de nascimento'), { target: { value: '17/05/2015' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(errorOf(input('Data de nascimento'))).toBe(common.validation.birthDate.underage),
    );
    fireEvent.change(input('Data de nascimento'), { target: { value: '17051990' } });
    expect(input('Data de nascimento').value).toBe('17/05/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Atualização cadastral realizada com sucesso')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/registrations/users/1')?.body).toEqual({
      birthDate: '1990-05-17',
    });
    expect(setUser).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByText('Para concluir a atualização cadastral, falta informar:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adicionar endereço' }).getAttribute('href')).toBe(
      '/demo/app/profile/address/new',
    );
  });
});
