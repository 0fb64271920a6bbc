import { z } from 'zod';

/** GET /api/session reply. */
export const sessionReply = z.object({
  status: z.literal('ok'),
  data: z.object({ csrf_token: z.string(), signed_in: z.boolean() }),
});
export type SessionReply = z.infer<typeof sessionReply>;
