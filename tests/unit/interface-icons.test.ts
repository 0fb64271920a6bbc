import { describe, expect, it } from 'vitest';
import * as Icons from '../../src/web/ui/icons/icons.tsx';
import * as InterfaceIcons from '../../src/web/ui/icons/interface-icons.ts';

describe('the /icons page list', () => {
  it('names every icon icons.tsx exports, each the exported component', () => {
    const exported = Object.entries(Icons).filter(([name]) => name.endsWith('Icon'));
    expect(Object.keys(InterfaceIcons).sort()).toEqual(exported.map(([name]) => name).sort());
    for (const [name, Icon] of exported) expect((InterfaceIcons as Record<string, unknown>)[name]).toBe(Icon);
  });
});
