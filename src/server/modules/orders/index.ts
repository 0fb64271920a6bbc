// The orders module's public entry: the service and routes (wired by checkout's
// module), and the order and payment rows checkout writes.
export { toOrder, type OrderLineRow, type OrderRow, type PaymentRow } from './order-view.ts';
export { receiptEmail } from './receipt-email.ts';
export {
  abandonAttempt,
  attachCardPayment,
  lockOrder,
  markVoiding,
  orderPayments,
  updateOrder,
  updatePayment,
} from './repo.ts';
export { orderRoutes } from './routes.ts';
export { orderEventRoutes } from './event-routes.ts';
export { createReadyEmailSender, readyEmail, type ReadyEmailSender } from './ready-email.ts';
export { createCancelEmailSender } from './cancel-email.ts';
export { createOrderStatusStreams, type OrderStatusStreams } from './status-stream.ts';
export {
  createOrdersService,
  type OrderChange,
  type OrdersService,
  type OrderStatusHook,
  type StatusMoveOptions,
} from './service.ts';
export { claimGuestOrders, createStatusLinks, type StatusLinks } from './status-links.ts';
