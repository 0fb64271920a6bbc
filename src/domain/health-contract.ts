import { z } from 'zod';
import { okEnvelope } from './api-envelope.ts';

/** GET /api/health's success reply: which database engine answered the probe. */
export const healthReply = okEnvelope(z.object({ database: z.enum(['pglite', 'postgres']) }));
export type HealthReply = z.infer<typeof healthReply>;
