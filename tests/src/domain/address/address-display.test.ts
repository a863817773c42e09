import { expect, test } from 'vitest';
import { addressDisplay } from '../../../../src/domain/address/address-display';

test.each([
  ['', 10, ''],
  ['   ', 10, ''],
  [null, 10, ''],
  ['Av. Paulista', 1000, 'Av. Paulista, 1000'],
  ['Av. Paulista', 0, 'Av. Paulista, S/N'],
  ['Av. Paulista', -3, 'Av. Paulista, S/N'],
  ['Av. Paulista', null, 'Av. Paulista, S/N'],
  ['Av. Paulista, 1000', 1000, 'Av. Paulista, 1000'],
  ['Av. Paulista 1000', 1000, 'Av. Paulista, 1000'],
  ['Rua das Flores, S/N', 0, 'Rua das Flores, S/N'],
  ['Rua das Flores s/n', 0, 'Rua das Flores, S/N'],
  ['Rua 101', 10, 'Rua 101, 10'],
  ['Rua 10 de Maio', 10, 'Rua de Maio, 10'],
])('shows the address %j with number %j as %j', (address, addressNumber, shown) => {
  expect(addressDisplay({ address, addressNumber })).toBe(shown);
});
