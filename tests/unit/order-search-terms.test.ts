import { describe, expect, it } from 'vitest';
import { foldForSearch, parseOrderSearch } from '../../src/domain/orders/search-text.ts';

describe('what a staff search box holds', () => {
  it('reads an order number, with or without #', () => {
    expect(parseOrderSearch('1007')).toEqual({ kind: 'number', number: 1007 });
    expect(parseOrderSearch(' #1007 ')).toEqual({ kind: 'number', number: 1007 });
  });
  it('reads a phone number written any way, dropping a leading 1', () => {
    for (const phone of [
      '6175550101',
      '(617) 555-0101',
      '+1 617 555 0101',
      '1-617-555-0101',
      '617.555.0101'.replace(/\./g, ' '),
    ])
      expect(parseOrderSearch(phone), phone).toEqual({ kind: 'phone', phone: '6175550101' });
  });
  it('reads an e-mail address in lower case', () => {
    expect(parseOrderSearch('Ann.Lee@Example.COM')).toEqual({ kind: 'email', email: 'ann.lee@example.com' });
  });
  it('reads names as folded words, at most five', () => {
    expect(parseOrderSearch('José  Núñez-García')).toEqual({ kind: 'name', words: ['jose', 'nunez', 'garcia'] });
    expect(parseOrderSearch("O'Brien")).toEqual({ kind: 'name', words: ['o', 'brien'] });
    expect(parseOrderSearch('a b c d e f g')).toMatchObject({ words: ['a', 'b', 'c', 'd', 'e'] });
  });
  it('has nothing to search in blanks or punctuation', () => {
    expect(parseOrderSearch('   ')).toBeNull();
    expect(parseOrderSearch('&&&')).toBeNull();
  });
  it('folds accents with the same one-to-one map SQL translate uses', () => {
    expect(foldForSearch('ÀÉÎÕÜ Çñ Łódź Šťř')).toBe('aeiou cn lodz str');
  });
});
