// The refunds module's public entry: staff refunds of completed orders.
export { refundRoutes } from './routes.ts';
export { createRefundService, type RefundFacts, type RefundHook, type RefundService } from './service.ts';
export { orderRefundsView, ordersMoney, type OrderRefundsView } from './order-refunds.ts';
