// The paste form takes a whole payer-page address too: only the link's code goes to ?link=.
const form = document.getElementById('link-form');
const input = document.getElementById('link-input');
if (form && input) {
  input.value = new URLSearchParams(location.search).get('link') ?? '';
  form.addEventListener('submit', () => {
    const match = /inbound-payment-link\/([A-Za-z0-9_-]{22})/.exec(input.value);
    if (match) input.value = match[1];
    input.value = input.value.trim();
  });
}

// The host page hears how the payment ended (a plain listener, no SDK needed). The card never
// reaches this page: it is typed inside the platform's frame.
const result = document.getElementById('payment-result');
document.addEventListener('fx:payment-complete', (event) => {
  if (result) result.textContent = `Pagamento aprovado (${event.detail.status ?? 'ok'}).`;
});
document.addEventListener('fx:payment-failed', (event) => {
  if (result) result.textContent = `Pagamento não concluído: código ${event.detail.code}.`;
});
