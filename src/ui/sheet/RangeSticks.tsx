import { For } from 'solid-js';
import type { Scale, ValidatedPack } from '../../core';
import { formatNumber, wordsIn } from '../../i18n';
import { useApp } from '../../state';
import { CALIBRATION_LENGTH, stickPieces } from './print-model';
import { PackHeader } from './SheetParts';
import { gunRangeRows } from './sheet-model';

/**
 * Range sticks at true scale: every length is in CSS absolute units (cm or in), which print true
 * at 100%. The calibration bar lets a player check the printer did not scale the page.
 */
export function RangeSticks(props: { pack: ValidatedPack; scale: Scale }) {
  const app = useApp();
  const s = () => wordsIn(app.lang(), 'sheet');
  const unit = () => props.scale;
  const len = (value: number) => `${value}${unit()}`;
  const n = (value: number) => formatNumber(app.lang(), value);
  return (
    <section class="part part-sticks" aria-labelledby="part-sticks-title">
      <h2 id="part-sticks-title" class="part-title">
        {s().sticksFor}
      </h2>
      <PackHeader pack={props.pack} />
      <p class="sticks-hint">{s().sticksHint}</p>
      {/* On a phone the true-size sticks are wider than the screen: they scroll sideways here, never the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section class="sticks-scroll" tabIndex={0} aria-label={s().sticksPreview}>
        <div class="calibration" data-scale={props.scale}>
          {/* The bar is an image with a name of its own (not a silent box); the sentence under it says
              what to do with it, and is read once. */}
          <div
            class="calibration-bar"
            role="img"
            aria-label={s().checkBar(props.scale)}
            style={{ width: len(CALIBRATION_LENGTH[props.scale]) }}
          />
          <p class="calibration-text">{s().calibration(props.scale)}</p>
        </div>
        <For each={gunRangeRows(props.pack, props.scale)}>
          {(gun) => (
            <div class="stick-gun">
              <For each={stickPieces(gun.bands, props.scale)}>
                {(piece) => (
                  <figure class="stick-piece">
                    <figcaption>
                      <strong>{gun.name[app.lang()]}</strong> ·{' '}
                      {s().stickPiece(piece.index, piece.count, n(piece.from), n(piece.to), s().unit[unit()])}
                    </figcaption>
                    <div class="stick" style={{ width: len(piece.to - piece.from) }}>
                      <For each={piece.segments}>
                        {(segment) => (
                          <div
                            class={`stick-band band-${segment.band}`}
                            style={{ left: len(segment.at), width: len(segment.length) }}
                          >
                            {segment.named ? (
                              <span class="band-name">{s().bandShort[segment.band]}</span>
                            ) : null}
                          </div>
                        )}
                      </For>
                      <For each={piece.ticks}>
                        {(tick) => (
                          <>
                            <div
                              class="tick"
                              classList={{ major: tick.major }}
                              style={{ left: len(tick.at) }}
                            />
                            {tick.labelled ? (
                              <span
                                class="tick-label"
                                classList={{
                                  'at-start': tick.at === 0,
                                  'at-end': Math.abs(tick.at - (piece.to - piece.from)) < 1e-6,
                                }}
                                style={{ left: len(tick.at) }}
                              >
                                {n(tick.value)}
                              </span>
                            ) : null}
                          </>
                        )}
                      </For>
                      <For each={piece.edges}>
                        {(edge) => (
                          <div class="edge" style={{ left: len(edge.at) }}>
                            <span class="edge-label">{n(edge.value)}</span>
                          </div>
                        )}
                      </For>
                    </div>
                  </figure>
                )}
              </For>
            </div>
          )}
        </For>
      </section>
    </section>
  );
}
