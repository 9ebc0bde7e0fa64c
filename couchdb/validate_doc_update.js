/**
 * The club database's own check (issue 26): CouchDB runs it on every write, replication
 * included, and refuses a document that is not one the app writes. Installed by
 * scripts/club-setup.mjs as `_design/grand-battery`; the app checks every document again on
 * arrival (src/club/docs.ts), so this is the server's half of the same rule.
 * CouchDB's JavaScript (SpiderMonkey): plain ES5, one function.
 */
function (newDoc, oldDoc, userCtx, secObj) {
  function forbid(why) {
    throw { forbidden: 'Grand Battery: ' + why };
  }
  var isAdmin = userCtx.roles.indexOf('_admin') !== -1;
  var member = isAdmin || userCtx.roles.indexOf('club') !== -1 ||
    (secObj && secObj.members && secObj.members.names && secObj.members.names.indexOf(userCtx.name) !== -1);
  if (!member) forbid('only the club’s users may write here');
  // A conflict's losing revisions are removed by the phone that folds them.
  if (newDoc._deleted === true) return;
  if (JSON.stringify(newDoc).length > (newDoc.kind === 'pack' ? 110000 : 65536)) forbid('document too large');

  function plain(value, depth) {
    if (depth > 12) forbid('nested too deep');
    if (value === null || typeof value !== 'object') return;
    for (var key in value) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') forbid('forbidden key ' + key);
      plain(value[key], depth + 1);
    }
  }
  plain(newDoc, 0);

  var KEYS = { _id: 1, _rev: 1, _revisions: 1, kind: 1, record: 1, seen: 1 };
  for (var key in newDoc) if (!KEYS[key]) forbid('unexpected field ' + key);
  var kind = newDoc.kind;
  var r = newDoc.record;
  if (!r || typeof r !== 'object' || Array.isArray(r)) forbid('no record');
  var text = function (v, max) {
    return typeof v === 'string' && v.length >= 1 && v.length <= max;
  };
  var clock = function (v) {
    return typeof v === 'string' && /^\d{16}\.\d{4}\.[a-z0-9]{8,32}$/.test(v);
  };
  var halves = function (v, max) {
    return typeof v === 'number' && Math.floor(v * 2) === v * 2 && v >= 0 && v <= max;
  };
  var whole = function (v, min, max) {
    return typeof v === 'number' && Math.floor(v) === v && v >= min && v <= max;
  };
  if (kind === 'game') {
    if (newDoc._id !== 'game') forbid('the game document is "game"');
    if (!/^[a-z0-9]{8,32}$/.test(r.gameId)) forbid('gameId');
    if (!whole(r.turn, 1, 9999) || !whole(r.gameNumber, 1, 9999)) forbid('turn or game number');
    if (!Array.isArray(r.fired)) forbid('fired');
    return;
  }
  if (kind === 'pack') {
    // A rule pack by id and version, never changed: a new version is a new document.
    if (!text(r.id, 64) || !whole(r.version, 1, 1000000) || newDoc._id !== 'pack:' + r.id + '@' + r.version)
      forbid('the id must be pack:<id>@<version>');
    if (oldDoc && !oldDoc._deleted) forbid('a rule pack is never changed: give it a new version');
    if (!r.name || typeof r.name !== 'object') forbid('name');
    return;
  }
  if (kind === 'side') {
    // A saved side a player sent to the club (apart from the game): its order of battle.
    if (!text(r.id, 200) || newDoc._id !== 'side:' + r.id) forbid('the id must be side:<record id>');
    if (newDoc.seen !== undefined) forbid('seen');
    if (!text(r.name, 160)) forbid('name');
    if (!Array.isArray(r.brigades) || !Array.isArray(r.units)) forbid('brigades and units');
    for (var b = 0; b < r.brigades.length; b++)
      if (!r.brigades[b] || !text(r.brigades[b].name, 240) || !Array.isArray(r.brigades[b].units)) forbid('brigade');
    if (!whole(r.updatedAt, 0, 8640000000000000)) forbid('updatedAt');
    return;
  }
  if (kind !== 'card' && kind !== 'shot' && kind !== 'correction' && kind !== 'tomb' && kind !== 'brigade')
    forbid('unknown kind');
  if (!text(r.id, 200) || newDoc._id !== kind + ':' + r.id) forbid('the id must be ' + kind + ':<record id>');
  if (kind !== 'tomb' && newDoc.seen !== undefined) forbid('seen');
  if (kind === 'brigade') {
    if (!text(r.name, 60)) forbid('name');
    if (r.side !== 'mine' && r.side !== 'opponent') forbid('side');
    if (r.clocks !== undefined) for (var g in r.clocks) if (!clock(r.clocks[g])) forbid('clock of ' + g);
  } else if (kind === 'card') {
    if (!text(r.name, 60)) forbid('name');
    if (!halves(r.startFigures, 999) || !halves(r.figures, 999)) forbid('figures');
    if (r.side !== 'mine' && r.side !== 'opponent') forbid('side');
    if (r.clocks !== undefined) for (var f in r.clocks) if (!clock(r.clocks[f])) forbid('clock of ' + f);
  } else if (kind === 'shot') {
    if (!r.input || !text(r.input.targetId, 200) || !text(r.input.batteryId, 200)) forbid('input');
    if (r.applied && r.applied.targetId !== r.input.targetId) forbid('applied to another card');
    if (r.undone && r.undone.targetId !== r.input.targetId) forbid('undone on another card');
    if (r.applied && (!halves(r.applied.line, 999) || !halves(r.applied.skirmishers, 999))) forbid('casualties');
    if (r.stateClock !== undefined && !clock(r.stateClock)) forbid('stateClock');
  } else if (kind === 'correction') {
    if (!text(r.cardId, 200) || !clock(r.clock) || !whole(r.game, 1, 9999)) forbid('correction');
  } else {
    if (!clock(r.clock) || (r.side !== 'mine' && r.side !== 'opponent')) forbid('deletion');
    if (!Array.isArray(newDoc.seen)) forbid('seen');
    for (var i = 0; i < newDoc.seen.length; i++) if (!text(newDoc.seen[i], 200)) forbid('seen');
  }
}
