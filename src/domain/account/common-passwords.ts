/**
 * Passwords seen again and again in public breach corpora, written down for this app (no
 * network at run time or build time). Only entries of 8+ characters matter: the policy already
 * refuses shorter ones. The check is case-insensitive and also tries the password with common
 * suffixes (digits, "!") removed, so "Sunshine2024!" counts as "sunshine" (password-policy.ts).
 * ASVS 2.1.7 asks for at least the top 1,000; the literal list plus the stems × endings make about 1,700.
 *
 * The words are data, kept in common-passwords.json (issue 19: a word list is not code): `literal`
 * and `stems` are lines of space-separated words (stems are everyday words people build passwords
 * from, each also listed with every one of `endings`). A JSON import is bundled the same way by
 * Vite (the sign-up and password forms) and esbuild (the server).
 */
import words from './common-passwords.json' with { type: 'json' };

function buildList(): Set<string> {
  const set = new Set<string>();
  for (const word of words.literal.join(' ').split(/\s+/)) if (word) set.add(word.toLowerCase());
  for (const stem of words.stems.join(' ').split(/\s+/)) {
    if (!stem) continue;
    for (const ending of ['', ...words.endings]) {
      const candidate = `${stem}${ending}`;
      if (candidate.length >= 8) set.add(candidate);
    }
  }
  return set;
}

export const COMMON_PASSWORDS: ReadonlySet<string> = buildList();
