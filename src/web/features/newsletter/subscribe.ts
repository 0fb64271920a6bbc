import { subscribeReply, type SubscribeRequest } from '../../../domain/newsletter.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** Subscribe (spec §7): POST api/subscribe {email}. */
export const subscribe = (body: SubscribeRequest) => apiRequest('subscribe', subscribeReply, { method: 'POST', body });
