import { expect, test } from 'vitest';
import { userTypeFromDocument } from '../../../../src/domain/documents/user-type';

test.each([
  ['529.982.247-25', 'PHYSICAL'],
  ['11144477735', 'PHYSICAL'],
  ['11.222.333/0001-81', 'LEGAL'],
  ['12.ABC.345/01DE-35', 'LEGAL'],
  ['529.982.247-24', 'PUBLIC'],
  ['11.222.333/0001-80', 'PUBLIC'],
  ['', 'PUBLIC'],
  [null, 'PUBLIC'],
  [undefined, 'PUBLIC'],
])('the document %s means the user type %s', (document, userType) => {
  expect(userTypeFromDocument(document)).toBe(userType);
});
