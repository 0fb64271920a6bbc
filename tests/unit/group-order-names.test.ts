import { describe, expect, it } from 'vitest';
import { participantNameSchema } from '../../src/domain/group-order/group-order-model.ts';
import { foldName } from '../../src/domain/group-order/name-fold.ts';
import {
  groupLinesBySeat,
  isHostName,
  sameName,
  seatForRecipient,
  visibleLines,
} from '../../src/domain/group-order/rules.ts';

/** Participant names compare as they look (issue 14): look-alikes are one name. */
describe('foldName', () => {
  it.each([
    ['Cyrillic capital А', '\u0410da Baker'],
    ['Cyrillic а, е, о, р, с, х, у', '\u0430d\u0430 B\u0430k\u0435r'],
    ['Greek capital Α and Β', '\u0391da \u0392aker'],
    ['Greek ο in a name', 'B\u03bfb'],
    ['full-width letters', '\uff21\uff44\uff41 \uff22\uff41\uff4b\uff45\uff52'],
    ['math bold letters', '\ud835\udc00da Baker'],
    ['zero-width space', 'Ada\u200b Baker'],
    ['zero-width joiner and BOM', 'A\u200dda Ba\ufeffker'],
    ['soft hyphen', 'Ada Ba\u00adker'],
    ['right-to-left mark', '\u200fAda Baker'],
    ['no-break and em spaces', 'Ada\u00a0\u2003Baker'],
    ['case and extra spaces', '  ADA   baker '],
    ['decomposed accent', 'Ada Bake\u0301r'],
  ])('folds %s to the plain name', (_label, lookAlike) => {
    expect(foldName(lookAlike)).toBe(lookAlike === 'B\u03bfb' ? 'bob' : 'ada baker');
  });

  it('turns every covered Cyrillic and Greek look-alike into its Latin letter', () => {
    expect(foldName('\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0425\u0423')).toBe('abekmhopctxy');
    expect(foldName('\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7')).toBe(
      'abezhikmvoptyx',
    );
    expect(foldName('B0b')).toBe(foldName('Bob'));
    expect(foldName('A1')).toBe(foldName('Al'));
  });

  it('keeps different names different', () => {
    expect(foldName('Ada Baker')).not.toBe(foldName('Ada Bakes'));
    expect(foldName('Bea')).not.toBe(foldName('Bee'));
    expect(foldName('Ada Baker')).not.toBe(foldName('AdaBaker'));
  });

  it('is what sameName and host detection compare', () => {
    expect(sameName('\u0410da Baker', 'Ada Baker')).toBe(true);
    expect(isHostName('\uff21da Baker', 'Ada Baker')).toBe(true);
    expect(sameName('', '')).toBe(false);
    expect(sameName(null, 'Ada')).toBe(false);
  });

  it('gives a host’s line made for a look-alike recipient to the seat it imitates, never to a new owner (decision 192)', () => {
    const seats = [{ id: 'seat-bea', name: 'Bea' }];
    expect(seatForRecipient('B\u0435\u0430', seats)).toBe('seat-bea');
    expect(seatForRecipient('Bee', seats)).toBeNull();
    // From then on the seat id decides: the label is only what the kitchen reads.
    const lines = [
      { id: '1', recipient: 'Bea', participantId: 'seat-bea' },
      { id: '2', recipient: 'B\u0435\u0430', participantId: seatForRecipient('B\u0435\u0430', seats) },
      { id: '3', recipient: 'Bea', participantId: null },
    ];
    expect(
      visibleLines(lines, { role: 'participant', participantId: 'seat-bea', paymentType: 'host' }).map((l) => l.id),
    ).toEqual(['1', '2']);
    expect(visibleLines(lines, { role: 'participant', participantId: 'seat-other', paymentType: 'host' })).toEqual([]);
    const bySeat = groupLinesBySeat(lines, ['seat-host', 'seat-bea'], 'seat-host');
    expect(bySeat.get('seat-bea')?.map((l) => l.id)).toEqual(['1', '2']);
    expect(bySeat.get('seat-host')?.map((l) => l.id)).toEqual(['3']);
  });
});

describe('participant name contract', () => {
  it('refuses a name of accents alone', () => {
    const result = participantNameSchema.safeParse('\u0301\u0301');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter your name');
  });
  it('accepts an ordinary name', () => {
    expect(participantNameSchema.parse(' Zoë ')).toBe('Zoë');
  });
});
