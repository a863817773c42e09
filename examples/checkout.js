// The host page hears how the embedded checkout ended (a plain listener, no SDK needed). The
// event carries the operation's status key; a host shows its own words for it.
const STATUS_LABELS = {
  AWAITING_PAYMENT: 'aguardando pagamento',
  PAYMENT_APPROVED: 'pagamento aprovado',
  MANUAL_ANALYSIS: 'em análise',
  WAITING_DOCUMENT_APPROVAL: 'aguardando aprovação dos documentos',
  WAITING_REGISTRATION_APPROVAL: 'aguardando aprovação do cadastro',
  AWAITING_CURRENCY_AVAILABILITY: 'aguardando disponibilidade da moeda',
  COMPLETED: 'concluída',
};

document.addEventListener('fx:checkout-complete', (event) => {
  const { outcome, operationId, status } = event.detail;
  const result = document.getElementById('checkout-result');
  if (!result) return;
  const label = STATUS_LABELS[status] ?? 'em andamento';
  result.textContent =
    outcome === 'error'
      ? 'A operação não foi criada.'
      : `Operação #${operationId} criada: ${label}.`;
});
