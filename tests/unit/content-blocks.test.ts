import { describe, expect, it } from 'vitest';
import { pageBlock, storySchema, unknownComponents } from '../../src/domain/content.ts';

const hero = {
  _uid: 'h1',
  component: 'hero',
  image: { filename: '/images/content/hero-home.svg', alt: 'Bread' },
  heading: 'Bread worth getting up for',
  buttons: [{ label: 'Order Now', url: '/locations' }],
};
const card = (colour: string) => ({ _uid: `c-${colour}`, component: 'content_card', title: 'Catering', colour });

describe('content block schemas', () => {
  it('parses a page of known blocks, keeping their order and typed fields', () => {
    const page = pageBlock.parse({
      _uid: 'p',
      component: 'page',
      body: [hero, { _uid: 'g', component: 'card_grid', heading: 'Fresh', cards: [card('primary'), card('black')] }],
    });
    expect(page.body.map((b) => b.component)).toEqual(['hero', 'card_grid']);
    const grid = page.body[1];
    expect(grid?.component === 'card_grid' && grid.cards.map((c) => c.colour)).toEqual(['primary', 'black']);
  });

  it('skips blocks of unknown components, at the top level and nested, without failing', () => {
    const raw = {
      _uid: 'p',
      component: 'page',
      body: [
        { _uid: 'x', component: 'instagram_feed', handle: '@larkspur' },
        hero,
        { _uid: 'g', component: 'card_grid', cards: [card('neutral'), { _uid: 'y', component: 'video_card' }] },
      ],
    };
    const page = pageBlock.parse(raw);
    expect(page.body.map((b) => b._uid)).toEqual(['h1', 'g']);
    const grid = page.body[1];
    expect(grid?.component === 'card_grid' && grid.cards.map((c) => c._uid)).toEqual(['c-neutral']);
    expect(unknownComponents(raw).sort()).toEqual(['instagram_feed', 'video_card']);
  });

  it('accepts exactly the seven card colours of the spec', () => {
    for (const colour of ['primary', 'primary-light', 'secondary', 'secondary-light', 'neutral', 'black', 'white']) {
      expect(pageBlock.safeParse({ _uid: 'p', component: 'page', body: [card(colour)] }).success).toBe(true);
    }
    const bad = pageBlock.safeParse({ _uid: 'p', component: 'page', body: [card('purple')] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['body', 0, 'colour']);
  });

  it('rejects a malformed known block instead of silently dropping it', () => {
    const result = pageBlock.safeParse({ _uid: 'p', component: 'page', body: [{ ...hero, heading: '' }] });
    expect(result.success).toBe(false);
  });

  it('refuses dangerous or off-site button links and image paths', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'http://plain.example']) {
      const result = pageBlock.safeParse({
        _uid: 'p',
        component: 'page',
        body: [{ ...card('white'), button: { label: 'Go', url } }],
      });
      expect(result.success, url).toBe(false);
    }
    const image = pageBlock.safeParse({
      _uid: 'p',
      component: 'page',
      body: [{ ...hero, image: { filename: 'https://cdn.example/x.png', alt: '' } }],
    });
    expect(image.success).toBe(false);
  });

  it('parses the executive popup block of spec §3 (heading, title, body, image, bg_image, class)', () => {
    const page = pageBlock.parse({
      _uid: 'p',
      component: 'page',
      body: [
        {
          _uid: 't',
          component: 'executive_team',
          heading: 'Leadership',
          members: [
            {
              _uid: 'm',
              component: 'executive_popup',
              heading: 'Maren Holloway',
              title: 'Founder',
              body: 'Bakes **bread**.',
              image: { filename: '/images/content/exec-maren.svg', alt: 'Maren' },
              bg_image: { filename: '/images/content/exec-bg-bakery.svg', alt: '' },
              class: 'dark',
            },
          ],
        },
      ],
    });
    const team = page.body[0];
    expect(team?.component === 'executive_team' && team.members[0]).toMatchObject({
      heading: 'Maren Holloway',
      class: 'dark',
    });
  });

  it('lets a story be a page or a welcome popup, nothing else', () => {
    const welcome = {
      _uid: 'w',
      component: 'welcome_popup',
      image: { filename: '/images/content/welcome.svg', alt: '' },
      heading: 'Welcome',
      text: 'Hi',
      button: { label: 'Start Your Order', url: '/locations' },
    };
    expect(storySchema.safeParse({ slug: 'welcome-popup', name: 'Welcome', content: welcome }).success).toBe(true);
    expect(storySchema.safeParse({ slug: 'x', name: 'X', content: hero }).success).toBe(false);
  });
});
