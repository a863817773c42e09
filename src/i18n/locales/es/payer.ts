import type { payer as pt } from '../pt-BR/payer';
import type { CatalogueOf } from '../catalogue-of';

/**
 * es catalogue, namespace `payer`: the foreign payer's page and `<fx-inbound-payment>` in
 * Spanish (Latin American usage, `es-419`; see `src/i18n/payer-locale.ts`). Only the payer page
 * speaks Spanish; the rest of the app is pt-BR and en-US.
 */
export const payer = {
  page: {
    title: 'Pago a {{name}}',
    intro: 'Le pidieron enviar dinero a Brasil. No necesita una cuenta para pagar.',
    totalAmount: 'Monto total: USD',
    beneficiary: 'Beneficiario',
    expiresAt: 'Enlace válido hasta {{time}}',
    loading: 'Cargando el pago…',
    loadError: 'No pudimos cargar este pago ahora. Revise su conexión e intente de nuevo.',
    retry: 'Intentar de nuevo',
    language: 'Idioma',
    secure: 'Los datos de su tarjeta van directo al procesador de pagos; solo recibimos un token.',
    required: 'obligatorio',
  },
  languages: { 'pt-BR': 'Português', 'en-US': 'English', es: 'Español' },
  payer: {
    heading: 'Quién paga',
    personType: 'El titular de la tarjeta es',
    person: 'Una persona',
    company: 'Una empresa',
    fullName: 'Nombre completo',
    companyName: 'Razón social',
    address: 'Dirección',
    city: 'Ciudad',
    country: 'País',
    countryPlaceholder: 'Seleccione el país',
    state: 'Estado o provincia',
    postalCode: 'Código postal',
    birthDate: 'Fecha de nacimiento',
    birthDateHint: 'Formato {{pattern}}',
    email: 'Correo electrónico',
    mobile: 'Celular',
    mobileHint: 'Con el código de país, por ejemplo +52 55 1234 5678',
    errors: {
      required: 'Campo obligatorio',
      email: 'Ingrese un correo electrónico válido',
      mobile: '¡El campo Celular debe ser válido!',
      country: 'Seleccione el país',
      birthDateInvalid: 'Fecha de nacimiento no válida',
      birthDateFuture: 'La fecha de nacimiento debe estar en el pasado',
      underage: 'Debe tener al menos 18 años',
    },
  },
  card: {
    heading: 'Tarjeta de débito internacional',
    number: 'Número de tarjeta',
    cvv: 'CVV',
    cvvHint: '3 o 4 dígitos al reverso de la tarjeta',
    expiry: 'Vencimiento',
    expiryHint: 'MM/AA',
    zip: 'Código postal de la tarjeta',
    zipHint: 'Solo los 5 primeros dígitos',
    errors: {
      required: 'Campo obligatorio',
      number: 'Revise el número de su tarjeta',
      cvv: 'CVV no válido',
      expiry: 'Fecha de vencimiento no válida',
      expired: 'Esta tarjeta está vencida',
      zip: 'Código postal no válido: ingrese sus 5 primeros dígitos',
      default: 'Algo está mal...',
    },
  },
  pay: 'Pagar {{amount}}',
  paying: 'Procesando el pago…',
  fixErrors: 'Corrija los campos marcados.',
  failure: {
    title: 'No se pudo procesar su operación',
    goBack: 'Volver',
    tryAgain: 'Intentar de nuevo',
    attemptsLeft: 'Intentos restantes: {{count}}',
    newLink: 'Este enlace ya no se puede pagar. Pida un nuevo enlace de pago a quien se lo envió.',
    codes: {
      '7051': 'Pago no aprobado por el banco o el emisor de la tarjeta.',
      '00092': 'Las tarjetas de crédito no son válidas. Use una tarjeta de débito internacional.',
      '00034': 'Código postal no válido para la tarjeta de débito.',
      '00070': 'El monto supera el límite permitido de USD 6.300.',
      fc0001: 'Este enlace de pago venció.',
      fc0002: 'El último intento de pago falló.',
      fc0003: 'Esta operación ya fue completada.',
      fc0404: 'No se encontró la operación de este enlace.',
      default:
        'Ocurrió un error al procesar el pedido. Intente más tarde o contacte a soporte al {{phone}}.',
    },
    noPhone: 'nuestra línea de soporte',
  },
  notReady: {
    title: 'Este pago aún no está disponible',
    message:
      'La operación está en revisión. Intente más tarde o contacte a quien le envió el enlace.',
  },
  success: {
    title: 'Pago aprobado',
    message: 'Recibimos {{amount}} para {{name}}. ¡Gracias!',
  },
  pending: {
    title: 'Pago en proceso',
    message: 'El emisor de la tarjeta aún está confirmando el pago. Esta página se actualiza sola.',
    checking: 'Verificando…',
  },
} as const satisfies CatalogueOf<typeof pt>;
