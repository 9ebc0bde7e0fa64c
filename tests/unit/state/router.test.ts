import { describe, expect, it } from 'vitest';
import { parseHash, routeHref } from '../../../src/state/router';

describe('hash routes', () => {
  it('opens a clause by its id, dots and all', () => {
    expect(parseHash('#/rules/artillery.restrictions.B.a')).toEqual({
      screen: 'rules',
      param: 'artillery.restrictions.B.a',
    });
    expect(parseHash(routeHref({ screen: 'rules', param: 'open-order.c' }))).toEqual({
      screen: 'rules',
      param: 'open-order.c',
    });
  });
  it('an unknown screen opens the roster', () => {
    expect(parseHash('#/nowhere')).toEqual({ screen: 'units' });
    expect(parseHash('')).toEqual({ screen: 'units' });
  });
  it('a malformed escape in a shared link does not throw', () => {
    expect(parseHash('#/settings/packs/import/%E0%A4%A')).toEqual({
      screen: 'settings',
      param: 'packs/import/%E0%A4%A',
    });
  });
});
