/** Shared test data: a unit card with plain defaults; each test states only what matters to it. */
import type { UnitCard } from '../../src/storage/model';

export function unitCard(patch: Partial<UnitCard> = {}): UnitCard {
  return {
    id: 'u',
    name: 'Unit',
    side: 'mine',
    nation: 'france',
    arm: 'infantry',
    infantryType: 'line',
    markers: { jager: false, fusilier: false, imperialGuard: false },
    class: 'line',
    startFigures: 36,
    figures: 36,
    formation: 'line',
    screen: { attached: false, figures: 0 },
    gunType: '6pdr',
    batteryKind: 'foot',
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}
