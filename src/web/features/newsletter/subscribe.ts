import type { SubscribeRequest } from '../../../domain/newsletter.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The footer is on every page: the contract (and zod) loads on submit. */
const subscribeReply = () => import('../../../domain/newsletter.ts').then((c) => c.subscribeReply);

/** Subscribe (spec §7): POST api/subscribe {email}. */
export const subscribe = (body: SubscribeRequest) => apiRequest('subscribe', subscribeReply, { method: 'POST', body });
