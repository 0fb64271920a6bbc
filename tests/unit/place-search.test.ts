import { describe, expect, it } from 'vitest';
import { editDistance, nearlyEquals, searchKey } from '../../src/domain/fuzzy-text.ts';
import {
  cityFirst,
  isConfident,
  matchPlaces,
  placeLabel,
  type SearchPlace,
} from '../../src/domain/locations/place-search.ts';

const store = (name: string, city: string, state: string, zip: string, lat = 0, lng = 0): SearchPlace => ({
  kind: 'store',
  name,
  city,
  state,
  zip,
  lat,
  lng,
});
const hood = (name: string, city: string, state: string): SearchPlace => ({
  kind: 'neighbourhood',
  name,
  city,
  state,
  lat: 0,
  lng: 0,
});

const PLACES: SearchPlace[] = [
  store('Back Bay', 'Boston', 'MA', '02116'),
  store('Beacon Hill', 'Boston', 'MA', '02114'),
  store('Harvard Square', 'Cambridge', 'MA', '02138'),
  store('Kendall Square', 'Cambridge', 'MA', '02142'),
  store('Capitol Hill', 'Washington', 'DC', '20003'),
  hood('Back Bay', 'Boston', 'MA'),
  hood('Fenway', 'Boston', 'MA'),
  hood('Jamaica Plain', 'Boston', 'MA'),
];
const names = (q: string) => matchPlaces(q, PLACES).map((m) => `${m.place.kind}:${m.place.name}`);

describe('fuzzy text', () => {
  it('folds case, accents and punctuation', () => {
    expect(searchKey('  Café—Crème & Co. ')).toBe('cafe creme and co');
  });
  it('counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(editDistance('croissant', 'croisant', 2)).toBe(1);
    expect(editDistance('bakc', 'back', 1)).toBe(1);
    expect(editDistance('latte', 'bagel', 1)).toBe(2);
  });
  it('allows no typo in a short word', () => {
    expect(nearlyEquals('tea', 'pea')).toBe(false);
    expect(nearlyEquals('fenwya', 'fenway')).toBe(true);
  });
});

describe('store search by place', () => {
  it.each([
    'Back Bay',
    'back bay',
    'Backbay',
    'Back Bay, Boston',
    'Back Bay, Boston, MA',
    'back bay boston',
    'Bak Bay',
  ])('"%s" finds the Back Bay store first', (q) => {
    expect(names(q)[0]).toBe('store:Back Bay');
  });
  it('leaves out a neighbourhood the store of the same name stands for', () => {
    expect(names('Back Bay')).toEqual(['store:Back Bay']);
  });
  it('finds a neighbourhood without a store of its name', () => {
    expect(names('Fenway')).toEqual(['neighbourhood:Fenway']);
    expect(names('jamaica')).toEqual(['neighbourhood:Jamaica Plain']);
  });
  it('refuses a qualifier that names another city', () => {
    expect(names('Back Bay, Cambridge')).toEqual([]);
  });
  it('finds a store by its ZIP, and by the ZIP a guest is typing', () => {
    expect(names('02116')).toEqual(['store:Back Bay']);
    expect(names('0211')).toEqual(['store:Back Bay', 'store:Beacon Hill']);
  });
  it('ranks the whole name over a word being typed', () => {
    expect(names('Square')).toEqual(['store:Harvard Square', 'store:Kendall Square']);
    expect(matchPlaces('Harvard', PLACES)[0]?.quality).toBe('words');
    expect(matchPlaces('Hill', PLACES).map((m) => m.quality)).toEqual(['prefix', 'prefix']);
  });
  it('is confident with a name or its first words, not with a typo', () => {
    expect(isConfident(matchPlaces('Harvard', PLACES)[0])).toBe(true);
    expect(isConfident(matchPlaces('Harvrd Square', PLACES)[0])).toBe(false);
    expect(matchPlaces('Harvrd Square', PLACES)[0]?.place.name).toBe('Harvard Square');
  });
  it('finds nothing in unrelated text', () => {
    expect(names('pizza')).toEqual([]);
    expect(names('ab')).toEqual([]);
  });
  it('labels a place with its city and state', () => {
    expect(placeLabel(PLACES[0]!)).toBe('Back Bay, Boston, MA');
  });
});

describe('a city search lists the city first', () => {
  const list = [
    { name: 'Beacon Hill', city: 'Boston', state: 'MA' },
    { name: 'Kendall Square', city: 'Cambridge', state: 'MA' },
    { name: 'Seaport', city: 'Boston', state: 'MA' },
    { name: 'Back Bay', city: 'Boston', state: 'MA' },
  ];
  it('puts the named city’s stores first by name, then the rest as given', () => {
    expect(cityFirst('Boston', list).map((s) => s.name)).toEqual([
      'Back Bay',
      'Beacon Hill',
      'Seaport',
      'Kendall Square',
    ]);
    expect(cityFirst('Boston, MA', list).map((s) => s.name)[0]).toBe('Back Bay');
  });
  it('keeps the nearest order for anything that is not a store city', () => {
    expect(cityFirst('Back Bay, Boston, MA', list)).toEqual(list);
    expect(cityFirst('Boston, VA', list)).toEqual(list);
  });
});
