/**
 * Every stored field says what it is to the other phones (src/records/roles.ts), and what it says
 * is what two phones do: a field that says it travels reaches the other phone, a local one stays.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_FIELDS, GAME_FIELDS } from '../../../src/records/fields';
import { DEFAULT_GAME, type GameSettings, type UnitCard } from '../../../src/records/model';
import { CARD_ROLES, type FieldRoles, GAME_ROLES, type TravellingPaths } from '../../../src/records/roles';
import { saveCardEdit, saveGameStamped } from '../../../src/storage/sync-writes';
import { closePhones, receive, stored, text, twoPhones } from '../sync/phones';

afterEach(closePhones);

/** The dotted paths of a role map's leaves with the given role. */
function pathsWith(roles: object, role: string, prefix = ''): string[] {
  return Object.entries(roles).flatMap(([key, value]) =>
    typeof value === 'string'
      ? value === role
        ? [`${prefix}${key}`]
        : []
      : pathsWith(value, role, `${prefix}${key}.`),
  );
}

function at(record: object, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], record);
}

describe('every stored field says whether it travels', () => {
  it('a card as the app stores it has exactly the fields the card roles name', async () => {
    const [a] = await twoPhones();
    const card = await stored(a);
    expect(card.clocks).toBeDefined();
    // An unattached card names no brigade and no place in it (v6: both absent until set).
    const unattached = Object.keys(CARD_ROLES).filter((k) => k !== 'brigadeId' && k !== 'order');
    expect(Object.keys(card).sort()).toEqual(unattached.sort());
    const attached = await saveCardEdit(a, { ...card, brigadeId: 'b1', order: 2 }, 2_000);
    expect(Object.keys(attached).sort()).toEqual(Object.keys(CARD_ROLES).sort());
    expect(Object.keys(card.screen).sort()).toEqual(Object.keys(CARD_ROLES.screen).sort());
  });

  it('the game as the app stores it has only fields the game roles name', async () => {
    const [a] = await twoPhones();
    const game = (await a.get('meta', 'game')) as GameSettings;
    expect(Object.keys(GAME_ROLES)).toEqual(expect.arrayContaining(Object.keys(game)));
    expect(Object.keys(GAME_ROLES).sort()).toEqual(
      [
        ...Object.keys(DEFAULT_GAME),
        'clocks',
        'gameId',
        'formerGameIds',
        'ownSide',
        'heldFire',
        'turnSummary',
      ].sort(),
    );
  });

  it('the fields merged last-writer-wins are the ones that say they travel', () => {
    const card = pathsWith(CARD_ROLES, 'travels').map((p) =>
      p === 'screen.attached' ? 'screenAttached' : p,
    );
    expect(card.sort()).toEqual([...CARD_FIELDS].sort());
    expect(pathsWith(GAME_ROLES, 'travels').sort()).toEqual([...GAME_FIELDS, 'fired'].sort());
  });

  it('the compiler refuses a role map that leaves a field out', () => {
    const { name: _name, ...withoutName } = CARD_ROLES;
    // @ts-expect-error a card field (name) that does not say whether it travels does not compile
    const missing: FieldRoles<UnitCard> = withoutName;
    // @ts-expect-error a game setting (scale) that does not say either
    const noScale: FieldRoles<GameSettings> = { ...GAME_ROLES, scale: undefined };
    expect(Object.keys(missing)).not.toContain('name');
    expect(noScale.scale).toBeUndefined();
  });
});

type CardTravelling = TravellingPaths<typeof CARD_ROLES>;
/** One edit per card field that travels (a new travelling field needs its row: the type asks). */
const CARD_EDITS: Record<CardTravelling, Partial<UnitCard>> = {
  name: { name: 'Grenadiers' },
  side: { side: 'opponent' },
  nation: { nation: 'austria' },
  arm: { arm: 'cavalry' },
  infantryType: { infantryType: 'light' },
  markers: { markers: { jager: true, fusilier: false, imperialGuard: false } },
  class: { class: 'veteran' },
  startFigures: { startFigures: 40 },
  formation: { formation: 'column' },
  'screen.attached': { screen: { attached: true, figures: 0 } },
  gunType: { gunType: '9pdr' },
  batteryKind: { batteryKind: 'horse' },
  brigadeId: { brigadeId: 'brigade-1' },
  order: { order: 3 },
};

describe('a card field that says it travels reaches the other phone', () => {
  it.each(Object.entries(CARD_EDITS))('%s edited on phone A shows on phone B', async (path, edit) => {
    const [a, b] = await twoPhones();
    const before = at(await stored(b), path);
    await saveCardEdit(a, { ...(await stored(a)), ...edit }, 2_000);
    await receive(b, await text(a, { kind: 'card', cardId: 'bn' }));
    const expected = at({ ...(await stored(a)), ...edit }, path);
    expect(expected).not.toEqual(before);
    expect(at(await stored(b), path)).toEqual(expected);
  });
});

type GameTravelling = TravellingPaths<typeof GAME_ROLES>;
const GAME_EDITS: Record<GameTravelling, (g: GameSettings) => GameSettings> = {
  turn: (g) => ({ ...g, turn: 3 }),
  gameNumber: (g) => ({ ...g, gameNumber: 2 }),
  'sideNames.mine': (g) => ({ ...g, sideNames: { ...g.sideNames, mine: 'Davout' } }),
  'sideNames.opponent': (g) => ({ ...g, sideNames: { ...g.sideNames, opponent: 'Bagration' } }),
  phasingSide: (g) => ({ ...g, phasingSide: 'opponent' }),
  fired: (g) => ({ ...g, fired: ['bat'] }),
};

describe('the game: what travels reaches the other phone, what is this phone’s own stays', () => {
  it.each(Object.entries(GAME_EDITS))('%s set on phone A shows on phone B', async (path, edit) => {
    const [a, b] = await twoPhones();
    const game = (await a.get('meta', 'game')) as GameSettings;
    const before = at((await b.get('meta', 'game')) as GameSettings, path);
    await saveGameStamped(a, edit(game), 2_000);
    await receive(b, await text(a, { kind: 'game' }));
    const expected = at(edit(game), path);
    expect(expected).not.toEqual(before);
    expect(at((await b.get('meta', 'game')) as GameSettings, path)).toEqual(expected);
  });

  it('scale, campaign year, the pack in use, keep-awake, which side is mine, held fire and the turn summary stay on phone A', async () => {
    const local = pathsWith(GAME_ROLES, 'local');
    expect(local).toEqual([
      'scale',
      'campaignYear',
      'activePackId',
      'keepAwake',
      'ownSide',
      'heldFire',
      'turnSummary',
      'formerGameIds',
    ]);
    const [a, b] = await twoPhones();
    const game = (await a.get('meta', 'game')) as GameSettings;
    const theirs = (await b.get('meta', 'game')) as GameSettings;
    await saveGameStamped(
      a,
      {
        ...game,
        scale: 'in',
        campaignYear: 1809,
        activePackId: 'club-pack',
        keepAwake: true,
        ownSide: 'opponent',
        heldFire: [{ game: 1, turn: 1, batteryId: 'b1', batteryName: 'Foot', side: 'mine', at: 1 }],
        turnSummary: false,
        turn: 2,
      },
      2_000,
    );
    await receive(b, await text(a, { kind: 'game' }));
    const after = (await b.get('meta', 'game')) as GameSettings;
    expect(after.turn).toBe(2);
    expect([after.heldFire, after.turnSummary]).toEqual([undefined, undefined]);
    expect([after.scale, after.campaignYear, after.activePackId, after.keepAwake, after.ownSide]).toEqual([
      theirs.scale,
      theirs.campaignYear,
      theirs.activePackId,
      theirs.keepAwake,
      undefined,
    ]);
  });
});
