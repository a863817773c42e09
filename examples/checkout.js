// The host page hears how the embedded checkout ended (a plain listener, no SDK needed).
document.addEventListener('fx:checkout-complete', (event) => {
  const { outcome, operationId, status } = event.detail;
  const result = document.getElementById('checkout-result');
  if (!result) return;
  result.textContent =
    outcome === 'error'
      ? 'A operação não foi criada.'
      : `Operação #${operationId} criada (${status}).`;
});
