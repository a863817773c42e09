/**
 * The display name of the payee a checkout chose (beneficiary, own account or investment
 * broker), for the collapsed section and the summary. Loaded by id; `undefined` while loading or
 * when it cannot be read (the caller then shows nothing more than the section being done). A
 * company's beneficiaries and accounts come from its GraphQL list (it has no REST records under a
 * CPF, and the GraphQL API reads no single one), found there by id.
 * @module
 */
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

/** Which kind of payee. */
export type PayeeKind = 'beneficiary' | 'account' | 'broker';

/** The chosen payee's name. */
export function usePayeeName(
  kind: PayeeKind,
  id: number | null,
  customer: { cpf?: string | null; cnpj?: string | null },
): string | undefined {
  const { api } = useServices();
  const [name, setName] = useState<{ key: string; value: string } | undefined>();
  const cpf = customer.cpf ?? '';
  const cnpj = customer.cnpj ?? '';
  const key = `${kind}:${id ?? ''}:${cpf}:${cnpj}`;
  useEffect(() => {
    if (id === null) return undefined;
    let live = true;
    const byId = <T extends { id: number }>(items: T[]): T => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) throw new Error(`payee ${id} not found`);
      return item;
    };
    const load = async (): Promise<string> => {
      if (kind === 'beneficiary') {
        const beneficiary = cnpj
          ? byId(await api.companyPayees.beneficiaries.list())
          : await api.payees.beneficiaries.get(cpf, id);
        return beneficiary.fullName;
      }
      if (kind === 'account') {
        const account = cnpj
          ? byId(await api.companyPayees.accounts.list())
          : await api.payees.accounts.get(cpf, id);
        return [account.name, account.bankName].filter(Boolean).join(' · ');
      }
      return (await api.payees.investmentBrokers.get(cnpj ? { cnpj } : { cpf }, id)).name;
    };
    load().then(
      (value) => live && setName({ key, value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, kind, id, cpf, cnpj, key]);
  return name?.key === key ? name.value : undefined;
}
