import type { FastifyBaseLogger } from 'fastify';
import type { AppInfo } from '../../../domain/app-info.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../../providers/mail/create-mailer.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createTokenSigner } from '../../providers/payment/card-token.ts';
import { createPaymentProvider } from '../../providers/payment/create-payment-provider.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { MemberResolver } from '../account/index.ts';
import type { LocationContextCache } from '../locations/index.ts';
import type { StatementNotice } from '../../realtime/index.ts';
import type { CartService } from '../cart/index.ts';
import {
  createCancelEmailSender,
  createOrdersService,
  createReadyEmailSender,
  createStatusLinks,
  orderRoutes,
  type OrderChange,
  type OrderStatusHook,
} from '../orders/index.ts';
import { createCaptureQueue } from './capture-queue.ts';
import { checkoutRoutes, type CheckoutRouteDeps } from './routes.ts';
import { createCheckoutService, type CheckoutFaults, type CheckoutGuard, type RedemptionLookup } from './service.ts';

export interface CheckoutModuleOptions {
  config: ServerConfig;
  db: Db;
  /** The card tokens' HMAC key: PAYMENT_TOKEN_SECRET, else the database's shared one. */
  tokenSecret: string;
  app: AppInfo;
  contexts: LocationContextCache;
  carts: CartService;
  resolveMember: MemberResolver;
  /** The shared abuse limits, made once in app wiring. */
  limits: CheckoutRouteDeps['limits'];
  log: FastifyBaseLogger;
  mailer?: Mailer;
  /** Tests pass a counting wrapper; default chosen by PAYMENT_PROVIDER. */
  paymentProvider?: PaymentProvider;
  /** Extra checkout rules (e.g. the host-pays group rule). */
  guards?: CheckoutGuard[];
  /** Rewards and offers: the bag's redemption, and the ledger's part of a status change. */
  rewards?: { redemptions: RedemptionLookup; onStatus: OrderStatusHook };
  faults?: CheckoutFaults;
  /** After an order commits or changes status: the realtime bus's `orders` event. */
  onOrderChanged?: (change: OrderChange) => void;
  /** A placed order's event as a NOTIFY its order statement carries (PostgreSQL). */
  orderNotice?: (change: OrderChange) => StatementNotice | null;
  /** Once per committed order (the orders-placed metric). */
  onOrderPlaced?: () => void;
  /** Once per error reply of a checkout route, with its error code (the refusals metric). */
  onRefused?: (code: string) => void;
}

/** Wires checkout and orders from configuration: one call in app.ts. */
export function createCheckoutModule(o: CheckoutModuleOptions) {
  const provider = o.paymentProvider ?? createPaymentProvider(o.config);
  const mailer = o.mailer ?? createMailer(o.config);
  // A guest's receipt carries a private link to the order's status (borderless brands).
  const links = createStatusLinks(o.db, o.config.PUBLIC_URL ?? `http://${o.config.HOST}:${o.config.PORT}`);
  const captures = createCaptureQueue({ db: o.db, provider, log: o.log, ...(o.faults ? { faults: o.faults } : {}) });
  const checkout = createCheckoutService({
    db: o.db,
    contexts: o.contexts,
    carts: o.carts,
    provider,
    signer: createTokenSigner(o.tokenSecret),
    mailer,
    captures,
    statusLinks: links,
    log: o.log,
    app: o.app,
    ...(o.guards ? { guards: o.guards } : {}),
    ...(o.rewards ? { redemptions: o.rewards.redemptions } : {}),
    ...(o.faults ? { faults: o.faults } : {}),
    ...(o.onOrderChanged ? { onOrderChanged: o.onOrderChanged } : {}),
    ...(o.orderNotice ? { orderNotice: o.orderNotice } : {}),
    ...(o.onOrderPlaced ? { onOrderPlaced: o.onOrderPlaced } : {}),
  });
  // The ready e-mail goes through the same mail provider as the receipt.
  const readyEmails = createReadyEmailSender({ db: o.db, mailer, brand: o.app.name, log: o.log });
  const cancelEmails = createCancelEmailSender({ db: o.db, mailer, brand: o.app.name, log: o.log });
  const orders = createOrdersService({
    db: o.db,
    carts: o.carts,
    provider,
    log: o.log,
    ...(o.onOrderChanged ? { onChanged: o.onOrderChanged } : {}),
    onReady: readyEmails.send,
    onCancelled: cancelEmails.send,
    ...(o.rewards ? { onStatus: o.rewards.onStatus } : {}),
  });
  return {
    checkout,
    orders,
    provider,
    mailer,
    captures,
    checkoutRoutes: checkoutRoutes({
      service: checkout,
      captures,
      resolveMember: o.resolveMember,
      limits: o.limits,
      ...(o.onRefused ? { onRefused: o.onRefused } : {}),
    }),
    orderRoutes: orderRoutes({ service: orders, links, resolveMember: o.resolveMember, db: o.db }),
  };
}
