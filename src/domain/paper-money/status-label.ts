/**
 * A paper-money status's label, aware of the delivery kind (spec operations §4.1; issue 17):
 * for an ATM withdrawal, DELIVERED means the notes wait at the ATM, so it reads 'Ready for
 * withdrawal' instead of 'Delivered'. Every other status reads its common label.
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';
import { operationStatusLabelKey, type OperationStatus } from '../operations/operation-status';
import type { DeliveryMethod } from './delivery';

/** Whether an operation is an ATM withdrawal whose notes are ready to be taken. */
export function isReadyForWithdrawal(
  status: OperationStatus,
  deliveryMethod: DeliveryMethod,
): boolean {
  return status === 'DELIVERED' && deliveryMethod === 'withdrawal';
}

/** The catalogue key of a paper-money status's label for a delivery kind. */
export function paperMoneyStatusLabelKey(
  status: OperationStatus,
  deliveryMethod: DeliveryMethod,
): CommonMessageKey {
  return isReadyForWithdrawal(status, deliveryMethod)
    ? 'paperMoneyStatus.readyForWithdrawal'
    : operationStatusLabelKey(status);
}
