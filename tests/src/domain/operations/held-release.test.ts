import { describe, expect, test } from 'vitest';
import { cancelledStatus, releasedStatus } from '../../../../src/domain/operations/held-release';
import { canOperationTransition } from '../../../../src/domain/operations/operation-status';
import { sandboxDocumentReview } from '../../../../server/providers/document-review/sandbox-document-review';

describe('releasedStatus', () => {
  test.each([
    ['OUTBOUND', true, true, 'WAITING_REGISTRATION_APPROVAL'],
    ['OUTBOUND', false, true, 'WAITING_DOCUMENT_APPROVAL'],
    ['INBOUND', false, false, 'AWAITING_PAYMENT'],
    ['PAPER_MONEY', false, true, 'AWAITING_PAYMENT'],
    ['PAPER_MONEY', true, false, 'WAITING_REGISTRATION_APPROVAL'],
  ] as const)('%s, registration pending %s, documents pending %s → %s', (kind, r, d, to) => {
    expect(releasedStatus(kind, { registrationPending: r, documentsPending: d })).toBe(to);
    // Every release from manual analysis is a move the transition table allows.
    expect(canOperationTransition(kind, 'MANUAL_ANALYSIS', to)).toBe(true);
  });

  test('paper money is cancelled in its own spelling', () => {
    expect(cancelledStatus('PAPER_MONEY')).toBe('CANCELLED');
    expect(cancelledStatus('OUTBOUND')).toBe('CANCELED');
  });
});

describe('the sandbox document review', () => {
  test.each([
    ['Maria Demo da Silva', 'APPROVED'],
    ['Ana Pendente Lima', 'PENDING'],
    ['John Pending Doe', 'PENDING'],
    ['Rui Reprovado', 'APPROVED'],
  ] as const)('%s → %s', async (name, decision) => {
    expect(await sandboxDocumentReview.review({ userId: 1, name })).toBe(decision);
  });
});
