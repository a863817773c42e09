/**
 * The credit-card payment page of an outbound operation (route `payment-credit-card`,
 * `remittance/outbound/show/:id/payment`; spec operations §2.4 creditCard, §2.5, §4.5; issue 18).
 * Loads the operation's detail and hands it to {@link OperationCardPayment} (shared with the
 * paper-money detail): the form while it awaits payment by CREDIT_CARD with no live payment, the
 * result of the payment it already has (so the result survives a reload), or a clear message with
 * the way back.
 * @module
 */
import { Link, useNavigate, useParams } from 'react-router';
import type { OperationDetail } from '../../../src/contracts/remittances';
import { useCorrespondent } from '../../app/correspondent-context';
import { useLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session';
import { centsOf } from '../../components/card/card-format';
import { OperationCardPayment } from '../../components/card/OperationCardPayment';
import { DetailLoadState } from '../../components/operations/DetailLoadState';
import { useOperationDetail } from '../../components/operations/use-operation-detail';
import { pathFor } from '../../routes/path-for';
import '../../styles/operations.css';

/** `/:identifier/app/reports/remittance/outbound/show/:id/payment`. */
export function OutboundCardPaymentPage() {
  const { t } = useLocale();
  const { api } = useServices();
  const { identifier } = useCorrespondent();
  const { user } = useSession();
  const navigate = useNavigate();
  const document = user?.cpf ?? user?.cnpj ?? undefined;
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { load, refresh } = useOperationDetail<OperationDetail>({
    fetch: document ? () => api.remittances.detail(document, 'outbound', id) : undefined,
    validId,
    key: `${document ?? ''}/outbound/${id}`,
    interval: () => undefined,
  });

  const detailHref = pathFor('remittance-outbound-report', { identifier, id });
  const back = (
    <Link className="profile-page__back" to={detailHref}>
      {t('creditCard.page.back')}
    </Link>
  );
  if (load.state !== 'ready') {
    return (
      <DetailLoadState load={load} id={validId ? id : undefined} back={back} onRetry={refresh} />
    );
  }
  const { detail } = load;
  return (
    <OperationCardPayment
      kind="OUTBOUND"
      frame="page"
      back={back}
      operationId={detail.id}
      awaiting={detail.status === 'AWAITING_PAYMENT' && detail.paymentMethod === 'CREDIT_CARD'}
      amountCents={centsOf(detail.totalValue)}
      known={detail.cardPayment}
      detailHref={detailHref}
      onCancel={() => void navigate(detailHref)}
      onRefresh={refresh}
    />
  );
}
