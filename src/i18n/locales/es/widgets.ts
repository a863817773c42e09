/**
 * es catalogue, namespace `widgets`, for `<fx-inbound-payment>` alone (issue 16): its card's own
 * texts (the lookup states and the element's header), since Spanish is the payer page's language
 * and no other widget's. Kept out of the shared widget catalogues so the other widgets' bundles
 * do not carry it.
 */
import type { CatalogueOf } from '../catalogue-of';
import type { widgets as pt } from '../pt-BR/widgets';

/** The Spanish texts `<fx-inbound-payment>` shows around the framed payer page. */
export const inboundPaymentWidgets = {
  state: {
    loading: 'Cargando…',
    notFound: 'No encontramos al corresponsal “{{identifier}}”.',
    notFoundHint: 'Revise la dirección o comuníquese con la empresa que le indicó este servicio.',
    disabled:
      'El corresponsal {{name}} no está activo en este momento; espere unos minutos o comuníquese al teléfono {{phone}}.',
    noPhone: 'de atención',
    error: 'No pudimos cargar esto ahora. Revise su conexión e intente de nuevo.',
    retry: 'Intentar de nuevo',
  },
  inboundPayment: {
    label: 'Pago desde el exterior',
    tagline: 'Pague con una tarjeta de débito internacional',
    frameTitle: 'Pago a {{name}}',
    loading: 'Cargando el pago…',
    refused: 'El pago no se puede mostrar en este sitio. Ábralo en una pestaña nueva abajo.',
    openInTab: 'Abrir el pago en una pestaña nueva',
    missingLink: 'Falta el enlace de pago.',
  },
} satisfies Pick<CatalogueOf<typeof pt>, 'state' | 'inboundPayment'>;
