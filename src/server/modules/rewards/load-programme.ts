import { readFileSync } from 'node:fs';
import { programmeSchema, type Programme } from '../../../domain/rewards/programme.ts';

/** The programme from REWARDS_CONFIG (config/rewards.json), checked at boot: a broken file stops the server naming the field. */
export function loadProgramme(file: string): Programme {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = programmeSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Invalid rewards configuration in ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
